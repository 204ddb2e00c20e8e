import { alignedTable, formatMean } from '../../../../src/common/text-table';
import { resultsTable } from '../../../../src/eval/report/results-table';
import { reportRun } from './report-runs';

describe('text tables', () => {
  it('aligns columns, numbers to the right', () => {
    expect(alignedTable(['system', 'R@10'], [['bm25', '0.5000'], ['hybrid+graph', '1.0000']], ['left', 'right'])).toBe(
      ['system          R@10', '------------  ------', 'bm25          0.5000', 'hybrid+graph  1.0000'].join('\n'),
    );
  });

  it('prints systems × measures with 4 decimals, queries and latency', () => {
    const runs = [reportRun('bm25', { 'AP@100': 0.123456, 'R@10': 0.5 }), reportRun('most-cited', { 'AP@100': null, 'R@10': 0.05 })];
    expect(resultsTable(runs, ['AP@100', 'R@10'])).toBe(
      [
        'system      queries  AP@100    R@10  p50 ms  p95 ms',
        '----------  -------  ------  ------  ------  ------',
        'bm25              2  0.1235  0.5000      12      40',
        'most-cited        2       -  0.0500      12      40',
      ].join('\n'),
    );
    expect(formatMean(undefined)).toBe('-');
  });
});
