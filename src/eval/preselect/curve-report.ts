/** The PP-recall curve as a terminal table, CSV and JSON. Pure. */
import { alignedTable, formatMean, formatMilliseconds } from '../../common/text-table';
import type { CurvePoint } from './recall-curve';

const COLUMNS = ['size', 'queries', 'mean recall', 'pooled recall', 'all found', 'mean size', 'p50 ms'] as const;
const CSV_COLUMNS = ['size', 'queries', 'mean_recall', 'pooled_recall', 'all_found', 'mean_subset_size', 'p50_ms'] as const;

function cells(point: CurvePoint): string[] {
  return [String(point.size), String(point.queries), formatMean(point.meanRecall), formatMean(point.pooledRecall), formatMean(point.allFound), point.meanSubsetSize.toFixed(1), formatMilliseconds(point.p50Ms)];
}

export function curveTable(points: readonly CurvePoint[]): string {
  return alignedTable([...COLUMNS], points.map(cells), COLUMNS.map(() => 'right'));
}

/** Full precision: the CSV is data for plots, not for reading. */
export function curveCsv(points: readonly CurvePoint[]): string {
  const rows = points.map((p) => [p.size, p.queries, p.meanRecall, p.pooledRecall, p.allFound, p.meanSubsetSize, p.p50Ms].join(','));
  return `${[CSV_COLUMNS.join(','), ...rows].join('\n')}\n`;
}
