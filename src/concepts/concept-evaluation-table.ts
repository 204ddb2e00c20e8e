/** The table `refgraph eval concepts` prints: one row per mode and documents' reach, the measures' means. Pure. */
import { alignedTable, formatMean } from '../common/text-table';
import { CONCEPT_MEASURES, ConceptEvaluationRow } from './concept-evaluation';

export function conceptEvaluationTable(rows: readonly ConceptEvaluationRow[]): string {
  const names = CONCEPT_MEASURES.map((m) => m.name);
  return alignedTable(
    ['mode', 'documents', 'queries', ...names.map((n) => (n === 'RR' ? 'MRR' : n))],
    rows.map((r) => [r.mode, r.crossLingual ? 'cross-lingual' : 'monolingual', String(r.queries), ...names.map((n) => formatMean(r.means.get(n)))]),
    ['left', 'left', 'right', ...names.map(() => 'right' as const)],
  );
}
