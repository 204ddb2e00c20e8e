import { parseArgs } from 'node:util';
import { conceptEngines, withServices } from '../../app';
import { CONCEPT_SEARCH_MODES, conceptEvaluationResult, conceptEvaluationTable, ConceptSearchMode, evaluateConceptSearch, labelledQueries, readConceptLabels } from '../../concepts';
import { invalidArgument } from '../../errors/refgraph-error';
import { runContext, saveResult } from '../../results';
import { positiveIntegerOption, requiredOption } from '../options';

/**
 * refgraph eval concepts --labels FILE [--modes LEXICAL,DENSE,HYBRID] [--depth N] [--save-result]:
 * R@1/5/10 and MRR of conceptSearch, over all queries and per query language; --save-result also
 * keeps the table's figures as results/eval-concepts-<date>.json.
 */
export async function runEvalConcepts(args: string[]): Promise<number> {
  const { values } = parseArgs({ args, options: { labels: { type: 'string' }, modes: { type: 'string' }, depth: { type: 'string' }, 'save-result': { type: 'boolean' } } });
  const file = requiredOption('--labels', values.labels);
  const modes = (values.modes?.split(',').map((m) => m.trim().toUpperCase()) ?? [...CONCEPT_SEARCH_MODES]) as ConceptSearchMode[];
  const unknown = modes.filter((m) => !(CONCEPT_SEARCH_MODES as readonly string[]).includes(m));
  if (unknown.length > 0 || modes.length === 0) throw invalidArgument('--modes', `must be a comma-separated list of ${CONCEPT_SEARCH_MODES.join(', ')}`);
  const depth = positiveIntegerOption('--depth', values.depth);
  const queries = labelledQueries(await readConceptLabels(file));
  await withServices(async (services) => {
    const rows = await evaluateConceptSearch(conceptEngines(services), queries, modes, depth ?? services.config.concepts.depth);
    console.log(`${file}: ${queries.length} queries; depth ${depth ?? services.config.concepts.depth}`);
    console.log(conceptEvaluationTable(rows));
    if (values['save-result']) console.log(`saved ${saveResult(conceptEvaluationResult(rows, file), runContext())}`);
  });
  return 0;
}
