import { storedRunsReport } from '../../../../src/eval/report/stored-report';
import { reportRun } from './report-runs';

describe('the report of stored runs', () => {
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
