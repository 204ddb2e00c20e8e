import { FEATURES, Feature } from '../../../../src/rank/features';
import { fuse } from '../../../../src/rank/fusion';
import { averagePrecisionAt } from '../../../../src/rank/tuning/objective';
import { poolArrays, weightedAveragePrecision, weightedTop } from '../../../../src/rank/tuning/weighted-pools';
import type { TuningQuery } from '../../../../src/rank/tuning/tuning-query';
import { mulberry32 } from '../../../../src/common/random';
import type { Weights } from '../../../../src/rank/weights';

/** A pool with many exact ties (values on a coarse grid), ids in no particular order. */
function randomPool(seed: number, size: number): TuningQuery {
  const random = mulberry32(seed);
  const candidates = Array.from({ length: size }, (_, i) => ({
    paperId: `p${((i * 7919) % size).toString().padStart(4, '0')}`,
    features: Object.fromEntries(FEATURES.map((f) => [f, Math.floor(random() * 4) / 4])) as Record<Feature, number>,
  }));
  const relevant = new Set(candidates.filter(() => random() < 0.1).map((c) => c.paperId));
  relevant.add('not-in-pool');
  return { id: `q${seed}`, candidates, relevant };
}

const weightsOf = (seed: number): Weights => {
  const random = mulberry32(seed);
  return Object.fromEntries(FEATURES.map((f) => [f, [0, 0.25, 1, 2][Math.floor(random() * 4)]!])) as Weights;
};

describe('weighted pools', () => {
  it('rank exactly as fuse() does, ties by paper id, at any depth', () => {
    for (let seed = 1; seed <= 20; seed += 1) {
      const query = randomPool(seed, 300);
      const weights = weightsOf(seed + 100);
      const expected = fuse('WEIGHTED', query.candidates, weights).map((f) => f.paperId);
      const pool = poolArrays(query);
      for (const depth of [1, 10, 100, 300, 500]) {
        expect(weightedTop(pool, weights, depth).map((i) => pool.paperIds[i])).toEqual(expected.slice(0, depth));
      }
    }
  });

  it('give the AP@k of the fused ranking, counting relevant papers missing from the pool', () => {
    const query = randomPool(3, 200);
    const weights = weightsOf(7);
    const ranking = fuse('WEIGHTED', query.candidates, weights).map((f) => f.paperId);
    expect(weightedAveragePrecision(poolArrays(query), weights, 100)).toBe(averagePrecisionAt(ranking, query.relevant, 100));
    expect(weightedAveragePrecision(poolArrays({ id: 'none', candidates: query.candidates, relevant: new Set() }), weights, 100)).toBe(0);
  });
});
