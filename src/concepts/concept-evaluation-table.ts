/**
 * What `refgraph eval concepts` prints: one row per mode, documents' reach and query language
 * (all, then each), the measures' means; and the same figures as a result file (--save-result).
 * Pure.
 */
import { alignedTable, formatMean } from '../common/text-table';
import type { Figure, NewResult } from '../results';
import { CONCEPT_MEASURES, ConceptEvaluationRow } from './concept-evaluation';

const shownName = (name: string) => (name === 'RR' ? 'MRR' : name);
const reach = (row: ConceptEvaluationRow) => (row.crossLingual ? 'cross-lingual' : 'monolingual');

export function conceptEvaluationTable(rows: readonly ConceptEvaluationRow[]): string {
  const names = CONCEPT_MEASURES.map((m) => m.name);
  return alignedTable(
    ['mode', 'documents', 'language', 'queries', ...names.map(shownName)],
    rows.map((r) => [r.mode, reach(r), r.queryLanguage ?? 'all', String(r.queries), ...names.map((n) => formatMean(r.means.get(n)))]),
    ['left', 'left', 'left', 'right', ...names.map(() => 'right' as const)],
  );
}

/** Where concept-search figures are first reported (docs/results/<topic>.md groups them by it). */
export const CONCEPT_RESULTS_SOURCE = 'docs/notebook/concept-search.md';

/** The printed table as a result file's figures: `DENSE cross-lingual ca R@10` → its mean, as printed. */
export function conceptEvaluationResult(rows: readonly ConceptEvaluationRow[], labelsFile: string): NewResult {
  const figures: Record<string, Figure> = {};
  for (const row of rows) {
    const prefix = `${row.mode} ${reach(row)} ${row.queryLanguage ?? 'all'}`;
    figures[`${prefix} queries`] = { value: row.queries };
    for (const measure of CONCEPT_MEASURES) {
      const mean = row.means.get(measure.name);
      if (mean !== null && mean !== undefined) figures[`${prefix} ${shownName(measure.name)}`] = { value: formatMean(mean) };
    }
  }
  return { name: 'eval-concepts', title: `refgraph eval concepts on ${labelsFile}: R@1, R@5, R@10 and MRR per mode, documents' reach and query language`, source: CONCEPT_RESULTS_SOURCE, figures };
}
