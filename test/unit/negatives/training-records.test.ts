import { checkedRatio, evalPool, hardCount, triplets } from '../../../src/negatives/training-records';
import { checkedStrategy, hardPoolSize } from '../../../src/negatives/strategies';

describe('hardCount', () => {
  it('rounds the running total, so the whole export keeps the ratio', () => {
    const sizes = [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 3, 2];
    let before = 0;
    const counts = sizes.map((n) => {
      const hard = hardCount(0.3, before, n);
      before += n;
      return hard;
    });
    expect(counts.reduce((a, b) => a + b, 0)).toBe(Math.round(0.3 * 15));
    counts.forEach((hard, i) => expect(hard >= 0 && hard <= sizes[i]!).toBe(true));
  });

  it('is all or nothing at ratios 1 and 0', () => {
    expect(hardCount(1, 7, 3)).toBe(3);
    expect(hardCount(0, 7, 3)).toBe(0);
  });
});

describe('triplets', () => {
  it('pairs positives with hard negatives first, then random ones', () => {
    expect(triplets('q', ['p1', 'p2', 'p3'], { strategy: 'CITED', ids: ['n1'] }, ['n2', 'n3', 'n4'])).toEqual([
      { query: 'q', positive: 'p1', negative: 'n1', strategy: 'CITED' },
      { query: 'q', positive: 'p2', negative: 'n2', strategy: 'RANDOM' },
      { query: 'q', positive: 'p3', negative: 'n3', strategy: 'RANDOM' },
    ]);
  });

  it('makes as many triplets as there are negatives when they run short', () => {
    expect(triplets('q', ['p1', 'p2'], { strategy: 'CITED', ids: [] }, ['n1'])).toHaveLength(1);
  });

  it('refuses a positive or the query as a negative', () => {
    expect(() => triplets('q', ['p1', 'p2'], { strategy: 'CITED', ids: ['p2'] }, [])).toThrow(/positive/);
    expect(() => triplets('q', ['p1'], { strategy: 'CITED', ids: [] }, ['q'])).toThrow(/query/);
  });
});

describe('evalPool', () => {
  it('lists positives, then each strategy\'s draws, each paper once with its first label', () => {
    expect(
      evalPool('q', ['p1', 'p2'], [
        { strategy: 'GRAPH_NEIGHBOURS', ids: ['n1', 'n2'] },
        { strategy: 'RANDOM', ids: ['n2', 'p1', 'q', 'n3'] },
      ]),
    ).toEqual({
      query: 'q',
      candidates: [
        { paper: 'p1', label: 'positive' },
        { paper: 'p2', label: 'positive' },
        { paper: 'n1', label: 'GRAPH_NEIGHBOURS' },
        { paper: 'n2', label: 'GRAPH_NEIGHBOURS' },
        { paper: 'n3', label: 'RANDOM' },
      ],
    });
  });
});

describe('option checks', () => {
  it('accepts ratios in [0, 1] and known strategies only', () => {
    expect(checkedRatio('--hard-ratio', 0.25)).toBe(0.25);
    for (const bad of [-0.1, 1.1, NaN]) expect(() => checkedRatio('--hard-ratio', bad)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
    expect(checkedStrategy('--strategy', 'MOST_CITED')).toBe('MOST_CITED');
    expect(() => checkedStrategy('--strategy', 'most_cited')).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
  });

  it('pools ranked strategies over at least 50 candidates', () => {
    expect(hardPoolSize(5)).toBe(50);
    expect(hardPoolSize(80)).toBe(80);
  });
});
