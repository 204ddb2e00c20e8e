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
