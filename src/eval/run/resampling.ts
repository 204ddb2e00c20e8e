/**
 * Everything random in an evaluation, driven by one seed so that a run repeats to the last
 * digit: the optional sample of queries and the bootstrap intervals of the means. Pure.
 */
import { invalidArgument } from '../../errors/refgraph-error';
import { mulberry32 } from '../../negatives/seeded-random';

/** The project's one seeded generator (mulberry32, src/negatives), with the seed checked. */
export function seededRandom(seed: number): () => number {
  if (!Number.isSafeInteger(seed) || seed < 0 || seed > 0x7fffffff) throw invalidArgument('seed', `must be an integer in [0, ${0x7fffffff}], got ${seed}`);
  return mulberry32(seed);
}

/**
 * `size` of the items, chosen with the seed (Fisher–Yates on a copy), returned in their
 * original order. The caller passes the items in a fixed order (by id), so the sample depends
 * on the seed alone.
 */
export function sample<T>(items: readonly T[], size: number, seed: number): T[] {
  if (!Number.isSafeInteger(size) || size < 1) throw invalidArgument('sample', `must be a positive integer, got ${size}`);
  if (size >= items.length) return [...items];
  const random = seededRandom(seed);
  const positions = items.map((_, i) => i);
  for (let i = positions.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [positions[i], positions[j]] = [positions[j]!, positions[i]!];
  }
  return positions
    .slice(0, size)
    .sort((a, b) => a - b)
    .map((i) => items[i]!);
}

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

/** Nearest-rank percentile of sorted values (p in [0, 1]): an observed value, never interpolated. */
export function quantile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) throw invalidArgument('values', 'no values to take a percentile of');
  const rank = Math.max(1, Math.ceil(p * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1]!;
}
