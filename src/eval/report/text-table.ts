/** Plain-text tables for the terminal and the README: columns aligned, numbers right-aligned. Pure. */
import type { EvaluationRecord } from '../run/run-record';

export type Align = 'left' | 'right';

export function alignedTable(header: readonly string[], rows: readonly (readonly string[])[], align: readonly Align[]): string {
  const widths = header.map((title, c) => Math.max([...title].length, ...rows.map((row) => [...(row[c] ?? '')].length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, c) => (align[c] === 'right' ? cell.padStart(widths[c]!) : cell.padEnd(widths[c]!)))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/** Means print with 4 decimals (trec_eval's precision); a mean over no query prints as '-'. */
export function formatMean(value: number | null | undefined): string {
  return value === null || value === undefined ? '-' : value.toFixed(4);
}

export function formatMilliseconds(value: number | null): string {
  return value === null ? '-' : value.toFixed(0);
}

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
