/**
 * Reproducible sampling: a small seeded PRNG (mulberry32), seeds derived from a run's seed and
 * names, and sampling without replacement. Pure: same seed and same ordered input, same sample.
 */
import { invalidArgument } from '../errors/refgraph-error';

export const MAX_SEED = 0xffffffff;

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

/** k distinct items (all when fewer) in draw order: a partial Fisher–Yates shuffle of a copy. */
export function sample<T>(items: readonly T[], k: number, random: () => number): T[] {
  const pool = [...items];
  const n = Math.min(k, pool.length);
  for (let i = 0; i < n; i += 1) {
    const j = i + Math.floor(random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, n);
}

export function checkedSeed(name: string, value: number): number {
  if (!Number.isInteger(value) || value < 0 || value > MAX_SEED) throw invalidArgument(name, `must be an integer in [0, ${MAX_SEED}], got ${value}`);
  return value;
}
