/**
 * The HTML report of stored runs, as the API hands it out: the report `refgraph eval` wrote when
 * it made them, with the command that shows the same runs again. Pure: runs in, text out.
 */
import type { EvaluationRecord } from '../run/run-record';
import { htmlReport } from './html-report';
import { runIdRanges } from './run-id-ranges';

/**
 * The runs' report. The command that made them is not stored, so the report names the one that
 * prints these stored runs again (their results table), rather than a guess at the original.
 */
export function storedRunsReport(runs: readonly EvaluationRecord[], generatedAt: Date): string {
  return htmlReport({ generatedAt, command: `refgraph eval runs --ids ${runIdRanges(runs.map((run) => run.id))}`, runs });
}
