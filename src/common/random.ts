/**
 * The project's one source of randomness: a small seeded PRNG (mulberry32), seeds derived from
 * a run's seed and names, and the two ways we sample without replacement. Pure: same seed and
 * same ordered input, same sample, so evaluations and training exports repeat to the last digit.
 */
import { invalidArgument } from '../errors/refgraph-error';

/** One seed range everywhere: GraphQL's Int, the CLI's --seed and the plans' seeds. */
export const MAX_SEED = 0x7fffffff;

/** mulberry32 (Tommy Ettinger): 32-bit state, floats in [0, 1); plenty for sampling, not for crypto. */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A seed for one named stream (e.g. a query paper and a strategy) of a run with `seed`:
 * FNV-1a over the names, mixed with the seed, so streams differ and do not depend on order.
 */
export function derivedSeed(seed: number, ...names: string[]): number {
  let hash = 0x811c9dc5 ^ (seed >>> 0);
  for (const char of names.join('\u0000')) {
    hash ^= char.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193);
  }
  // One mulberry32 step spreads nearby hashes apart.
  return Math.floor(mulberry32(hash >>> 0)() * 4294967296) >>> 0;
}

/** A generator for a seed given by a user (checked against the one seed range). */
export function seededRandom(seed: number): () => number {
  return mulberry32(checkedSeed('seed', seed));
}

/**
 * k distinct items (all when fewer) in draw order: a partial Fisher–Yates shuffle of a copy.
 * For draws whose order matters (negatives, training positives).
 */
export function drawInOrder<T>(items: readonly T[], k: number, random: () => number): T[] {
  const pool = [...items];
  const n = Math.min(k, pool.length);
  for (let i = 0; i < n; i += 1) {
    const j = i + Math.floor(random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, n);
}

/**
 * `size` of the items, chosen with the seed (Fisher–Yates on a copy), returned in their
 * original order. For subsets whose order must not change (an evaluation's query sample): the
 * caller passes the items in a fixed order (by id), so the subset depends on the seed alone.
 */
export function subsetKeepingOrder<T>(items: readonly T[], size: number, seed: number): T[] {
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

export function checkedSeed(name: string, value: number): number {
  if (!Number.isInteger(value) || value < 0 || value > MAX_SEED) throw invalidArgument(name, `must be an integer in [0, ${MAX_SEED}], got ${value}`);
  return value;
}
