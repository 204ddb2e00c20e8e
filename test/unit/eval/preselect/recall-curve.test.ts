/** Expected values are worked out by hand in the comments. */
import { curveCsv, curveTable } from '../../../../src/eval/preselect/curve-report';
import { checkedSizes, QuerySubsets, queryRecalls, recallCurve } from '../../../../src/eval/preselect/recall-curve';

const subsets = (bySize: Record<number, string[]>, milliseconds = 10) =>
  new Map(Object.entries(bySize).map(([size, paperIds]) => [Number(size), { paperIds, milliseconds }]));

// q1: 4 gold papers (g1..g4). Size 2 finds g1; size 4 finds g1, g2, g3 (g3 twice: counts once).
// q2: 1 gold paper (h1), found at both sizes; a grade-0 judgement never counts.
const QUERIES: QuerySubsets[] = [
  {
    queryId: 'q1',
    qrels: new Map([['g1', 1], ['g2', 1], ['g3', 1], ['g4', 1]]),
    subsets: subsets({ 2: ['g1', 'x'], 4: ['g3', 'g1', 'g3', 'g2'] }, 30),
  },
  { queryId: 'q2', qrels: new Map([['h1', 1], ['x', 0]]), subsets: subsets({ 2: ['h1'], 4: ['x', 'h1', 'y'] }, 10) },
];

describe('recall by subset size', () => {
  it('gives each query its recall at each size', () => {
    expect(queryRecalls(QUERIES, [2, 4])).toEqual([
      { queryId: 'q1', relevant: 4, recall: { 2: 1 / 4, 4: 3 / 4 } },
      { queryId: 'q2', relevant: 1, recall: { 2: 1, 4: 1 } },
    ]);
  });

  it('averages per query (mean) and over all gold papers (pooled)', () => {
    const [two, four] = recallCurve(QUERIES, [4, 2]);
    // size 2: mean (1/4 + 1)/2 = 0.625; pooled (1 + 1)/(4 + 1) = 0.4; all found: q2 only → 0.5;
    // subsets hold 2 and 1 papers → 1.5; nearest-rank median of 30 and 10 ms → 10.
    expect(two).toEqual({ size: 2, queries: 2, meanRecall: 0.625, pooledRecall: 0.4, allFound: 0.5, meanSubsetSize: 1.5, p50Ms: 10 });
    // size 4: mean (3/4 + 1)/2 = 0.875; pooled (3 + 1)/5 = 0.8; all found 0.5; sizes 4 and 3 → 3.5.
    expect(four).toMatchObject({ size: 4, meanRecall: 0.875, pooledRecall: 0.8, allFound: 0.5, meanSubsetSize: 3.5 });
  });

  it('leaves out queries without a relevant paper, and refuses a curve over none', () => {
    const noGold: QuerySubsets = { queryId: 'q3', qrels: new Map([['z', 0]]), subsets: subsets({ 2: [], 4: [] }) };
    expect(recallCurve([...QUERIES, noGold], [2])[0]!.queries).toBe(2);
    expect(() => recallCurve([noGold], [2])).toThrow('no query has a relevant paper');
  });

  it('refuses sizes that are missing or a subset larger than its size', () => {
    expect(() => recallCurve(QUERIES, [3])).toThrow("query 'q1' has no subset of size 3");
    const tooMany: QuerySubsets = { queryId: 'q4', qrels: new Map([['a', 1]]), subsets: subsets({ 1: ['a', 'b'] }) };
    expect(() => recallCurve([tooMany], [1])).toThrow("query 'q4': a subset of size 1 holds 2 papers");
  });

  it('checks sizes: positive integers, each once, ascending', () => {
    expect(checkedSizes([50, 10, 50, 20])).toEqual([10, 20, 50]);
    expect(() => checkedSizes([])).toThrow('at least one');
    expect(() => checkedSizes([10, 0])).toThrow('positive integers, got 0');
  });

  it('prints a table and a CSV', () => {
    const points = recallCurve(QUERIES, [2, 4]);
    expect(curveTable(points)).toBe(
      [
        'size  queries  mean recall  pooled recall  all found  mean size  p50 ms',
        '----  -------  -----------  -------------  ---------  ---------  ------',
        '   2        2       0.6250         0.4000     0.5000        1.5      10',
        '   4        2       0.8750         0.8000     0.5000        3.5      10',
      ].join('\n'),
    );
    expect(curveCsv(points)).toBe('size,queries,mean_recall,pooled_recall,all_found,mean_subset_size,p50_ms\n2,2,0.625,0.4,0.5,1.5,10\n4,2,0.875,0.8,0.5,3.5,10\n');
  });
});
