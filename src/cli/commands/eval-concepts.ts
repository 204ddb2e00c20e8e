import { parseArgs } from 'node:util';
import { conceptEngines, withServices } from '../../app';
import { CONCEPT_MEASURES, CONCEPT_SEARCH_MODES, ConceptEvaluationRow, ConceptSearchMode, evaluateConceptSearch, labelledQueries } from '../../concepts';
import { invalidArgument } from '../../errors/refgraph-error';
import { alignedTable, formatMean } from '../../common/text-table';
import { positiveIntegerOption, requiredOption } from '../options';
import { readConceptLabels } from './calibrate';

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

export function conceptEvaluationTable(rows: readonly ConceptEvaluationRow[]): string {
  const names = CONCEPT_MEASURES.map((m) => m.name);
  return alignedTable(
    ['mode', 'documents', 'queries', ...names.map((n) => (n === 'RR' ? 'MRR' : n))],
    rows.map((r) => [r.mode, r.crossLingual ? 'cross-lingual' : 'monolingual', String(r.queries), ...names.map((n) => formatMean(r.means.get(n)))]),
    ['left', 'left', 'right', ...names.map(() => 'right' as const)],
  );
}
