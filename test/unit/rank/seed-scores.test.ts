import { FEATURES, Feature } from '../../../src/rank/features';
import { combineSeedFeatures, fuseWithNegatives, negativeSimilarities } from '../../../src/rank/seed-scores';
import type { Weights } from '../../../src/rank/weights';

function row(values: Partial<Record<Feature, number>>): Record<Feature, number> {
  return Object.fromEntries(FEATURES.map((f) => [f, values[f] ?? 0])) as Record<Feature, number>;
}

const WEIGHTS: Weights = { bm25: 0.5, dense: 0.5, citations: 0.1, recentCitations: 0.25, author: 0.3, graph: 2 };

describe('seed scores', () => {
  const perSeed = [
    [row({ bm25: 1, dense: 0.5, graph: 1 }), row({ bm25: 0, dense: 0 })],
    [row({ bm25: 0, dense: 0.5, author: 1 }), row({ bm25: 1, dense: 1 })],
  ];
  const shared = [row({ citations: 0.2, bm25: 9 }), row({ citations: 1, recentCitations: 0.5 })];

  it('averages (or takes the best of) the seed features over the positives, and keeps the shared ones', () => {
    expect(combineSeedFeatures(perSeed, shared, 'mean')).toEqual([
      row({ bm25: 0.5, dense: 0.5, graph: 0.5, author: 0.5, citations: 0.2 }),
      row({ bm25: 0.5, dense: 0.5, citations: 1, recentCitations: 0.5 }),
    ]);
    expect(combineSeedFeatures(perSeed, shared, 'max')).toEqual([
      row({ bm25: 1, dense: 0.5, graph: 1, author: 1, citations: 0.2 }),
      row({ bm25: 1, dense: 1, citations: 1, recentCitations: 0.5 }),
    ]);
    expect(() => combineSeedFeatures([], shared, 'mean')).toThrow(RangeError);
  });

  it('measures each candidate against its nearest negative, by the bm25 and dense weights', () => {
    const negatives = [
      [row({ bm25: 1, dense: 0 }), row({ bm25: 0, dense: 0.2 })],
      [row({ bm25: 0, dense: 0.4 }), row({ bm25: 0.6, dense: 0.6 })],
    ];
    expect(negativeSimilarities(negatives, 2, WEIGHTS)).toEqual([0.5, 0.6]);
    expect(negativeSimilarities(negatives, 2, { ...WEIGHTS, dense: 0 })).toEqual([1, 0.6]);
    expect(negativeSimilarities(negatives, 2, { ...WEIGHTS, bm25: 0, dense: 0 })).toEqual([0.5, 0.6]);
    expect(negativeSimilarities([], 2, WEIGHTS)).toEqual([0, 0]);
  });

  it('subtracts the push of the negatives as one more contribution, so the parts still add up', () => {
    const candidates = [
      { paperId: 'a', features: row({ bm25: 1, dense: 1 }) },
      { paperId: 'b', features: row({ bm25: 0.9, dense: 0.9 }) },
    ];
    const plain = fuseWithNegatives('WEIGHTED', candidates, WEIGHTS, { similarities: [0, 0], weight: 1 });
    expect(plain.map((r) => r.paperId)).toEqual(['a', 'b']);
    expect(plain[0]!.contributions.at(-1)).toEqual({ feature: 'negative', value: 0, weight: -1, contribution: 0 });
    const pushed = fuseWithNegatives('WEIGHTED', candidates, WEIGHTS, { similarities: [0.5, 0], weight: 1 });
    expect(pushed.map((r) => [r.paperId, r.score])).toEqual([['b', 0.9], ['a', 0.5]]);
    for (const result of pushed) {
      expect(result.contributions.reduce((sum, c) => sum + c.contribution, 0)).toBeCloseTo(result.score, 12);
      for (const c of result.contributions) expect(c.contribution).toBeCloseTo(c.weight * c.value, 12);
    }
    // Weight 0: the negatives only leave the list (done by exclusion), the order is the plain one.
    expect(fuseWithNegatives('WEIGHTED', candidates, WEIGHTS, { similarities: [1, 0], weight: 0 }).map((r) => r.paperId)).toEqual(['a', 'b']);
  });

  it('pushes by rank under RRF, as RRF adds a feature', () => {
    const candidates = [
      { paperId: 'a', features: row({ bm25: 1 }) },
      { paperId: 'b', features: row({ bm25: 0.5 }) },
      { paperId: 'c', features: row({}) },
    ];
    const fused = fuseWithNegatives('RRF', candidates, WEIGHTS, { similarities: [0.9, 0.1, 0], weight: 1 });
    const byId = new Map(fused.map((r) => [r.paperId, r]));
    expect(byId.get('a')!.score).toBeCloseTo(0.5 / 61 - 1 / 61, 12);
    expect(byId.get('b')!.score).toBeCloseTo(0.5 / 62 - 1 / 62, 12);
    expect(byId.get('c')!.score).toBe(0);
    expect(fused.map((r) => r.paperId)).toEqual(['c', 'b', 'a']);
  });
});
