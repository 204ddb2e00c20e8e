/**
 * What `refgraph eval --save-result` keeps (results/eval-<date>.json): the figures of the table
 * eval printed, as src/results stores a run. Per query set (named only when the run measured
 * several) and system: each measure's mean as the table prints it (four decimals), the number of
 * queries and the per-query latency. A mean the run could not compute (no query had gold for
 * it) is left out rather than stored as a dash. Pure.
 */
import { formatMean } from '../../common/text-table';
import type { Figure, NewResult } from '../../results';
import type { EvaluationRecord } from '../run/run-record';

/** Where the figures of an evaluation are quoted: the page of the latest numbers of every system. */
export const EVALUATION_RESULTS_SOURCE = 'docs/evaluation-results.md#latest-measured';

export function evaluationResult(runs: readonly EvaluationRecord[], measures: readonly string[]): NewResult {
  const sets = [...new Set(runs.map(querySetOf))];
  const systems = [...new Set(runs.map((run) => run.system))];
  const figures: Record<string, Figure> = {};
  for (const run of runs) {
    const prefix = `${sets.length > 1 ? `${querySetOf(run)}: ` : ''}${run.system}`;
    figures[`${prefix}, queries`] = { value: run.perQuery.length };
    for (const measure of measures) {
      const mean = run.means.find((m) => m.measure === measure)?.mean;
      if (mean !== null && mean !== undefined) figures[`${prefix}, ${measure}`] = { value: formatMean(mean) };
    }
    if (run.timings.p50Ms !== null) figures[`${prefix}, p50`] = { value: Math.round(run.timings.p50Ms), unit: 'ms', note: 'per query' };
    if (run.timings.p95Ms !== null) figures[`${prefix}, p95`] = { value: Math.round(run.timings.p95Ms), unit: 'ms', note: 'per query' };
  }
  const split = [...new Set(runs.map((run) => run.split))].join(', ');
  return { name: 'eval', title: `refgraph eval: ${systems.join(', ')} on ${sets.join(', ')}, ${split} split`, source: EVALUATION_RESULTS_SOURCE, figures };
}

function querySetOf(run: EvaluationRecord): string {
  return String(run.config.querySet);
}
