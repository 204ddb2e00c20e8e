import { DEFAULT_PAGE_SIZE, formattedCreated, formattedMean, measureColumns, querySetOf, reportFileName, RunRow, runsState, runsVariables } from '../../../web/src/explorer/views/runs/runs-query';

const run = (id: string, means: Record<string, number | null>, config: Record<string, unknown> = { querySet: 'all' }): RunRow => ({
  id,
  createdAt: '2026-03-04T05:06:07.890Z',
  batch: 'b',
  system: 'bm25',
  split: 'test',
  config,
  evaluatedQueries: 4,
  means: Object.entries(means).map(([measure, mean]) => ({ measure, mean })),
});

describe("the evaluation runs view's URL state and columns", () => {
  it('reads the cursor and page size, with the default size where it is absent or not a positive integer', () => {
    expect(runsState(new URLSearchParams(''))).toEqual({ after: null, pageSize: DEFAULT_PAGE_SIZE });
    expect(runsState(new URLSearchParams('after=YWJj&n=3'))).toEqual({ after: 'YWJj', pageSize: 3 });
    for (const n of ['0', '-2', '2.5', 'x', '']) expect(runsState(new URLSearchParams(`n=${n}`)).pageSize).toBe(DEFAULT_PAGE_SIZE);
    // Over the server's cap is the API's to refuse, in words; the page does not shrink it quietly.
    expect(runsState(new URLSearchParams('n=500')).pageSize).toBe(500);
    expect(runsVariables({ after: null, pageSize: 5 })).toEqual({ first: 5, after: null });
  });

  it('shows every measure any run carries, once, in one order whatever the runs', () => {
    const runs = [run('2', { 'nDCG@10': 0.5, 'R@100': 0.1, 'AP@100': 0.2 }), run('1', { 'R@10': 0.3, 'P@10': 0.1, 'nDCG@10': 0.4 })];
    expect(measureColumns(runs)).toEqual(['AP@100', 'nDCG@10', 'P@10', 'R@10', 'R@100']);
    expect(measureColumns([...runs].reverse())).toEqual(measureColumns(runs));
    expect(measureColumns([])).toEqual([]);
  });

  it('formats means, times, query sets and file names the same everywhere', () => {
    const r = run('7', { 'AP@100': 0.123456, 'R@10': null }, {});
    expect(formattedMean(r, 'AP@100')).toBe('0.1235');
    expect(formattedMean(r, 'R@10')).toBe('—');
    expect(formattedMean(r, 'P@10')).toBe('—');
    expect(formattedCreated(r.createdAt)).toBe('2026-03-04 05:06 UTC');
    expect(querySetOf(r)).toBe('—');
    expect(querySetOf(run('8', {}))).toBe('all');
    expect(reportFileName('7')).toBe('refgraph-eval-run-7.html');
  });
});
