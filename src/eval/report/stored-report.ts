/**
 * The HTML report of stored runs, as the API hands it out: the report `refgraph eval` wrote when
 * it made them, with the command that shows the same runs again. Pure: runs in, text out.
 */
import type { EvaluationRecord } from '../run/run-record';
import { htmlReport } from './html-report';

/** [11, 12, 13, 21] → "11-13,21": the run id list `refgraph eval runs --ids` reads, in the order given. Pure. */
export function runIdRanges(ids: readonly number[]): string {
  const ranges: [number, number][] = [];
  for (const id of ids) {
    const last = ranges[ranges.length - 1];
    if (last !== undefined && id === last[1] + 1) last[1] = id;
    else ranges.push([id, id]);
  }
  return ranges.map(([from, to]) => (from === to ? String(from) : `${from}-${to}`)).join(',');
}

/**
 * The runs' report. The command that made them is not stored, so the report names the one that
 * prints these stored runs again (their results table), rather than a guess at the original.
 */
export function storedRunsReport(runs: readonly EvaluationRecord[], generatedAt: Date): string {
  return htmlReport({ generatedAt, command: `refgraph eval runs --ids ${runIdRanges(runs.map((run) => run.id))}`, runs });
}
