/**
 * Bagged coordinate ascent (bagging, Breiman 1996, applied to the fitted weights): fit the
 * weights on `bags` bootstrap resamples of the training queries and average the fits. Why: on a
 * hundred or so training queries the BM25:dense ratio coordinate ascent picks jumps between grid
 * values from fold to fold (0.2 in some folds, 0.5 in others on ACM-CR's paragraph queries), and
 * the held-out queries pay for each jump; the average of the resampled fits is a smoother,
 * lower-variance estimate that may fall between grid values. Pure; deterministic for a seed.
 */
import { invalidArgument } from '../../errors/refgraph-error';
import { mulberry32 } from '../../common/random';
import { FEATURES } from '../features';
import type { Weights } from '../weights';
import { AscentOptions, coordinateAscent } from './coordinate-ascent';
import type { TuningQuery } from './tuning-query';

export interface Bagging {
  /** Resamples to fit and average; 0 fits once on the training queries as they are. */
  bags: number;
  seed: number;
}

/** Resamples per fit unless told otherwise: measured on ACM-CR and AAN pools (docs/notebook/evaluation.md). */
export const DEFAULT_BAGS = 20;

export const MAX_BAGS = 1000;

/**
 * `queries.length` draws with replacement, as the queries drawn with how often each was drawn
 * (the objective weighs a query by its count, so a repeated query is ranked once, not per draw).
 */
export function bootstrapResample(queries: readonly TuningQuery[], random: () => number): TuningQuery[] {
  const counts = new Array<number>(queries.length).fill(0);
  for (let draw = 0; draw < queries.length; draw += 1) counts[Math.floor(random() * queries.length)]! += 1;
  return queries.flatMap((query, i) => (counts[i]! > 0 ? [{ ...query, count: counts[i]! }] : []));
}

/** Each weight divided by their sum, so fits of any scale average fairly (fusion ranks by ratios alone). */
function shares(weights: Weights): Weights {
  const total = FEATURES.reduce((sum, feature) => sum + weights[feature], 0);
  return Object.fromEntries(FEATURES.map((feature) => [feature, weights[feature] / total])) as Weights;
}

/**
 * The weights fitted on every resample, as shares of their sum, averaged, and scaled so the
 * largest equals the start's largest (scores keep the range the served defaults give them, and
 * no weight exceeds a bound the start respects).
 */
export function baggedAscent(queries: readonly TuningQuery[], start: Weights, options: AscentOptions & Bagging): Weights {
  if (!Number.isSafeInteger(options.bags) || options.bags < 0 || options.bags > MAX_BAGS) {
    throw invalidArgument('bags', `must be an integer in [0, ${MAX_BAGS}], got ${options.bags}`);
  }
  if (options.bags === 0 || queries.length === 0) return coordinateAscent(queries, start, options).weights;
  // Any 32-bit seed: fold seeds are derived ones; seeds users give are checked where they enter.
  const random = mulberry32(options.seed);
  const sum = Object.fromEntries(FEATURES.map((feature) => [feature, 0])) as Weights;
  for (let bag = 0; bag < options.bags; bag += 1) {
    const fitted = shares(coordinateAscent(bootstrapResample(queries, random), start, options).weights);
    for (const feature of FEATURES) sum[feature] += fitted[feature];
  }
  const startLargest = Math.max(...FEATURES.map((feature) => start[feature]));
  const largest = Math.max(...FEATURES.map((feature) => sum[feature]));
  // Divided first, so the largest comes out as exactly the start's largest.
  return Object.fromEntries(FEATURES.map((feature) => [feature, (sum[feature] / largest) * startLargest])) as Weights;
}
