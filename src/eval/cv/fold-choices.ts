/**
 * What each fold chooses from the queries outside it: the BM25 pair with the best mean
 * objective, and the fusion weights coordinate ascent fits. Pure.
 */
import type { Bm25Settings } from '../../search';
import { FEATURES, Feature, baggedAscent, Bagging, DEFAULT_GRID, TuningQuery } from '../../rank';
import { derivedSeed } from '../../common/random';
import type { Weights } from '../../rank';

/** Sweeps of coordinate ascent per fold: in our runs the third sweep rarely changes anything. */
export const FIT_SWEEPS = 3;

/**
 * The grid pair each fold chooses: best mean of its training queries' values (the queries of
 * the other folds); a tie keeps the earlier pair in grid order, so the choice is deterministic.
 */
export function bm25PairPerFold(grid: readonly Bm25Settings[], valuesByPair: readonly (readonly number[])[], foldOfQuery: readonly number[], folds: number): number[] {
  return Array.from({ length: folds }, (_, fold) => {
    let best = -1;
    let bestMean = -Infinity;
    grid.forEach((_, pair) => {
      let sum = 0;
      let count = 0;
      valuesByPair[pair]!.forEach((value, query) => {
        if (foldOfQuery[query] === fold) return;
        sum += value;
        count += 1;
      });
      const mean = count === 0 ? 0 : sum / count;
      if (mean > bestMean) {
        bestMean = mean;
        best = pair;
      }
    });
    return best;
  });
}

/** A system's weights worth fitting: WEIGHTED fusion of more than one feature (one feature ranks the same at any weight). */
export function fittedFeatures(weights: Weights): Feature[] {
  return FEATURES.filter((feature) => weights[feature] > 0);
}

/**
 * Weights fitted on every fold's training pools (the pools of the other folds), starting from
 * `start`, bagged as `refgraph tune weights` bags them; each fold resamples with its own seed
 * derived from the run's.
 */
export function weightsPerFold(pools: readonly TuningQuery[], foldOf: ReadonlyMap<string, number>, folds: number, start: Weights, bagging: Bagging): Weights[] {
  const features = fittedFeatures(start);
  return Array.from({ length: folds }, (_, fold) => {
    const training = pools.filter((pool) => foldOf.get(pool.id) !== fold);
    const seed = derivedSeed(bagging.seed, 'fold', String(fold));
    return baggedAscent(training, start, { grid: DEFAULT_GRID, maxSweeps: FIT_SWEEPS, fusion: 'WEIGHTED', features, bags: bagging.bags, seed });
  });
}
