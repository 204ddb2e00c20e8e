/** An evaluation's results as a plain-text table for the terminal. Pure. */
import { alignedTable, formatMean, formatMilliseconds, type Align } from '../../common/text-table';
import type { EvaluationRecord } from '../run/run-record';

/** Systems × measures, with the number of queries and per-query latency. */
export function resultsTable(runs: readonly EvaluationRecord[], measures: readonly string[]): string {
  const header = ['system', 'queries', ...measures, 'p50 ms', 'p95 ms'];
  const rows = runs.map((run) => [
    run.system,
    String(run.perQuery.length),
    ...measures.map((name) => formatMean(run.means.find((m) => m.measure === name)?.mean)),
    formatMilliseconds(run.timings.p50Ms),
    formatMilliseconds(run.timings.p95Ms),
  ]);
  return alignedTable(header, rows, ['left', ...header.slice(1).map((): Align => 'right')]);
}
