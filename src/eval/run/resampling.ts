/**
 * Bootstrap intervals of an evaluation's means, driven by the run's seed so that a run repeats
 * to the last digit. Pure.
 */
import { seededRandom } from '../../common/random';
import { quantile } from '../../common/stats';

export const BOOTSTRAP_RESAMPLES = 1000;

export interface Interval {
  low: number;
  high: number;
}

/**
 * Percentile bootstrap 95% interval of the mean of `values` (one per query). Every system is
 * given the same seed and the same query order, so their intervals use the same resamples
 * (paired). Null for fewer than two values: no spread to estimate.
 */
export function bootstrapInterval(values: readonly number[], seed: number, resamples = BOOTSTRAP_RESAMPLES): Interval | null {
  if (values.length < 2) return null;
  const random = seededRandom(seed);
  const means: number[] = [];
  for (let r = 0; r < resamples; r += 1) {
    let sum = 0;
    for (let i = 0; i < values.length; i += 1) sum += values[Math.floor(random() * values.length)]!;
    means.push(sum / values.length);
  }
  means.sort((a, b) => a - b);
  return { low: quantile(means, 0.025), high: quantile(means, 0.975) };
}

/** Two systems' means over the same queries, their difference and its paired-bootstrap 95% interval. */
export interface PairedComparison {
  queries: number;
  candidate: number;
  serving: number;
  /** candidate − serving. */
  difference: number;
  /** Of the per-query differences: both systems on the same resamples. Null under two queries. */
  interval: Interval | null;
}

/**
 * Paired comparison of per-query values (same queries, same order): the bootstrap resamples
 * queries, not systems, so what the queries share cancels out and the interval is that of the
 * difference itself, narrower than the two means' intervals would suggest. Pure.
 */
export function pairedComparison(candidate: readonly number[], serving: readonly number[], seed: number, resamples = BOOTSTRAP_RESAMPLES): PairedComparison {
  if (candidate.length !== serving.length) throw new Error(`paired values of ${candidate.length} and ${serving.length} queries`);
  const mean = (values: readonly number[]) => (values.length === 0 ? 0 : values.reduce((sum, v) => sum + v, 0) / values.length);
  const differences = candidate.map((value, i) => value - serving[i]!);
  return { queries: candidate.length, candidate: mean(candidate), serving: mean(serving), difference: mean(differences), interval: bootstrapInterval(differences, seed, resamples) };
}
