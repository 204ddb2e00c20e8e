import { parseRunIds } from '../../../../src/cli/commands/eval-runs';
import { runIdRanges, storedRunsReport } from '../../../../src/eval/report/stored-report';
import { reportRun } from './report-runs';

describe('the report of stored runs', () => {
  it('writes run ids as the ranges `refgraph eval runs --ids` reads back, in the order given', () => {
    expect(runIdRanges([11, 12, 13, 21])).toBe('11-13,21');
    expect(runIdRanges([7])).toBe('7');
    expect(runIdRanges([5, 4, 6, 7])).toBe('5,4,6-7');
    for (const ids of [[1, 2, 3, 9, 10, 4], [42], [3, 2, 1]]) expect(parseRunIds(runIdRanges(ids))).toEqual(ids);
  });

  it('is the HTML report of the runs, naming the command that shows them again', () => {
    const runs = [
      { ...reportRun('bm25', { 'AP@100': 0.5 }), id: 11 },
      { ...reportRun('most-cited', { 'AP@100': 0.125 }), id: 12 },
    ];
    const html = storedRunsReport(runs, new Date('2026-02-03T04:05:06Z'));
    expect(html).toContain('<pre>refgraph eval runs --ids 11-12</pre>');
    expect(html).toContain('Generated 2026-02-03T04:05:06.000Z');
    expect(html).toContain('0.5000');
    expect(html).toContain('0.1250');
  });
});
