import { normaliseFeatures, recency, RECENCY_HORIZON } from '../../../src/rank/features';
import { fuse, RRF_K } from '../../../src/rank/fusion';
import { checkedWeights } from '../../../src/rank/weights';

const zero = { bm25: 0, dense: 0, citations: 0, recentCitations: 0, author: 0, graph: 0 };
const weights = { bm25: 1, dense: 2, citations: 0.5, recentCitations: 0, author: 0, graph: 0 };

describe('normaliseFeatures', () => {
  it('min-max scales raw scores per query, keeps shares, and zeroes features that do not distinguish', () => {
    const normalised = normaliseFeatures([
      { bm25: 10, dense: 0.5, citations: 3, author: 0.5, recency: 0.75, cocitation: Math.log1p(4) },
      { bm25: 20, dense: 0.5, graph: 0.25, recency: 1.5 },
      { dense: 0.5, citations: 1, cocitation: Math.log1p(1) },
    ]);
    // recency is kept as it is (clamped to [0, 1]), cocitation min-max scaled like the counts.
    expect(normalised[0]).toEqual({ bm25: 0, dense: 0, citations: 1, recentCitations: 0, author: 0.5, graph: 0, recency: 0.75, cocitation: 1 });
    expect(normalised[1]).toEqual({ bm25: 1, dense: 0, citations: 0, recentCitations: 0, author: 0, graph: 0.25, recency: 1, cocitation: 0 });
    expect(normalised[2]).toEqual({ bm25: 0, dense: 0, citations: 0, recentCitations: 0, author: 0, graph: 0, recency: 0, cocitation: 0 });
  });
});

describe('recency', () => {
  it("is 1 for the year before the query's, falls on a log scale, is 0 from the horizon on, and 0 for the query's year and later", () => {
    expect(recency(2009, 2008)).toBe(1);
    expect(recency(2009, 2009)).toBe(0);
    expect(recency(2009, 2012)).toBe(0);
    expect(recency(2009, 2007)).toBeCloseTo(1 - Math.log(2) / Math.log1p(RECENCY_HORIZON), 12);
    expect(recency(2009, 2007)).toBeGreaterThan(recency(2009, 2000));
    expect(recency(2009, 2008 - RECENCY_HORIZON)).toBe(0);
    expect(recency(2009, 1800)).toBe(0);
  });
});

describe('fuse', () => {
  const candidates = [
    { paperId: 'a', features: { ...zero, bm25: 1, dense: 0.2, citations: 1 } },
    { paperId: 'b', features: { ...zero, bm25: 0.5, dense: 1, citations: 0 } },
    { paperId: 'c', features: { ...zero, bm25: 0, dense: 0, citations: 0.4 } },
  ];

  it('weighted: score = Σ weight × value, and contributions add up to it', () => {
    const fused = fuse('WEIGHTED', candidates, weights);
    // a: 1×1 + 2×0.2 + 0.5×1 = 1.9; b: 0.5 + 2 + 0 = 2.5; c: 0.5×0.4 = 0.2
    expect(fused.map((f) => [f.paperId, f.score])).toEqual([['b', 2.5], ['a', 1.9], ['c', 0.2]]);
    for (const f of fused) expect(f.contributions.reduce((s, c) => s + c.contribution, 0)).toBe(f.score);
  });

  it('a zero weight removes its feature exactly', () => {
    const fused = fuse('WEIGHTED', candidates, { ...weights, dense: 0 });
    expect(fused.find((f) => f.paperId === 'b')!.contributions.find((c) => c.feature === 'dense')).toEqual({ feature: 'dense', value: 1, weight: 0, contribution: 0 });
    expect(fused.map((f) => f.paperId)).toEqual(['a', 'b', 'c']);
  });

  it('RRF: Σ weight / (60 + rank), absent features add nothing, ties broken by id', () => {
    const fused = fuse('RRF', candidates, weights);
    const a = fused.find((f) => f.paperId === 'a')!;
    // a: bm25 rank 1, dense rank 2, citations rank 1
    expect(a.score).toBeCloseTo(1 / (RRF_K + 1) + 2 / (RRF_K + 2) + 0.5 / (RRF_K + 1), 12);
    const c = fused.find((f) => f.paperId === 'c')!;
    expect(c.contributions.find((x) => x.feature === 'bm25')!.contribution).toBe(0);
    expect(c.score).toBeCloseTo(0.5 / (RRF_K + 2), 12);
  });
});

describe('checkedWeights', () => {
  const defaults = { bm25: 1, dense: 1, citations: 0.3, recentCitations: 0.2, author: 0.3, graph: 0.3 };
  it('overrides defaults per request', () => {
    expect(checkedWeights(defaults, { dense: 0, citations: null })).toEqual({ ...defaults, dense: 0 });
  });
  it('rejects negative, huge, non-finite and all-zero weights with typed errors', () => {
    for (const bad of [{ bm25: -1 }, { graph: 1e9 }, { author: Number.NaN }]) {
      expect(() => checkedWeights(defaults, bad)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
    }
    expect(() => checkedWeights(defaults, { bm25: 0, dense: 0, citations: 0, recentCitations: 0, author: 0, graph: 0 })).toThrow(/at least one/);
  });
});
