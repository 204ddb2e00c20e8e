import { parseArgs } from 'node:util';
import { conceptEngines, withServices } from '../../app';
import { CONCEPT_SEARCH_MODES, conceptEvaluationTable, ConceptSearchMode, evaluateConceptSearch, labelledQueries, readConceptLabels } from '../../concepts';
import { invalidArgument } from '../../errors/refgraph-error';
import { positiveIntegerOption, requiredOption } from '../options';

/** refgraph eval concepts --labels FILE [--modes LEXICAL,DENSE,HYBRID] [--depth N]: R@1/5/10 and MRR of conceptSearch. */
export async function runEvalConcepts(args: string[]): Promise<number> {
  const { values } = parseArgs({ args, options: { labels: { type: 'string' }, modes: { type: 'string' }, depth: { type: 'string' } } });
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
  });
  return 0;
}
