import { evaluationResult } from '../../../../src/eval';
import type { EvaluationRecord } from '../../../../src/eval';
import { resultOf } from '../../../../src/results';
import { reportRun } from './report-runs';

const CONTEXT = { date: '2026-12-01', commit: 'abc1234', machine: '2 cores, 24 GiB', command: 'node dist/src/cli/main.js eval --save-result' };

function onSet(run: EvaluationRecord, querySet: string): EvaluationRecord {
  return { ...run, config: { ...run.config, querySet } };
}

describe('evaluationResult (refgraph eval --save-result)', () => {
  it("keeps the printed table's figures: each mean with four decimals, queries and latency, a missing mean left out", () => {
    const runs = [onSet(reportRun('bm25', { 'AP@100': 0.123456, 'R@10': 0.5 }), 'talks+papers'), onSet(reportRun('most-cited', { 'AP@100': null, 'R@10': 0.05 }), 'talks+papers')];
    const run = evaluationResult(runs, ['AP@100', 'R@10']);
    expect(run).toEqual({
      name: 'eval',
      title: 'refgraph eval: bm25, most-cited on talks+papers, test split',
      source: 'docs/evaluation-results.md#latest-measured',
      figures: {
        'bm25, queries': { value: 2 },
        'bm25, AP@100': { value: '0.1235' },
        'bm25, R@10': { value: '0.5000' },
        'bm25, p50': { value: 12, unit: 'ms', note: 'per query' },
        'bm25, p95': { value: 40, unit: 'ms', note: 'per query' },
        'most-cited, queries': { value: 2 },
        'most-cited, R@10': { value: '0.0500' },
        'most-cited, p50': { value: 12, unit: 'ms', note: 'per query' },
        'most-cited, p95': { value: 40, unit: 'ms', note: 'per query' },
      },
    });
    // It is a result file as results/ reads it, named eval-<date>.
    expect(resultOf(run, CONTEXT)).toMatchObject({ id: 'eval-2026-12-01', commit: 'abc1234', figures: run.figures });
  });

  it('names the query set of each figure when the run measured several', () => {
    const runs = [onSet(reportRun('bm25', { 'AP@100': 0.1168 }), 'queries_global'), onSet(reportRun('bm25', { 'AP@100': 0.318 }), 'queries_local_sentence')];
    const { title, figures } = evaluationResult(runs, ['AP@100']);
    expect(title).toBe('refgraph eval: bm25 on queries_global, queries_local_sentence, test split');
    expect(figures['queries_global: bm25, AP@100']).toEqual({ value: '0.1168' });
    expect(figures['queries_local_sentence: bm25, AP@100']).toEqual({ value: '0.3180' });
  });
});
