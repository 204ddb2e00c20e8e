/** Training triplets and evaluation pools assembled from drawn papers. Pure. */
import { invalidArgument } from '../errors/refgraph-error';
import type { NegativeStrategy } from './strategies';

export interface Triplet {
  query: string;
  positive: string;
  negative: string;
  /** The strategy that drew this negative (RANDOM when it filled in for a short hard strategy). */
  strategy: NegativeStrategy;
}

export interface PoolCandidate {
  paper: string;
  label: 'positive' | NegativeStrategy;
}

export interface EvalPool {
  query: string;
  candidates: PoolCandidate[];
}

export function checkedRatio(name: string, value: number): number {
  if (!Number.isFinite(value) || value < 0 || value > 1) throw invalidArgument(name, `must be a number in [0, 1], got ${value}`);
  return value;
}

/**
 * How many of a query's `count` negatives are hard, given the `before` negatives of earlier
 * queries: rounding the running total (not each query) keeps the whole export's share of hard
 * negatives at the ratio even when every query has a single positive.
 */
export function hardCount(ratio: number, before: number, count: number): number {
  return Math.round(ratio * (before + count)) - Math.round(ratio * before);
}

/** Pairs the positives in order with the hard negatives, then the random ones (as many as both allow). */
export function triplets(query: string, positives: readonly string[], hard: { strategy: NegativeStrategy; ids: readonly string[] }, random: readonly string[]): Triplet[] {
  const negatives = [...hard.ids.map((id) => ({ id, strategy: hard.strategy })), ...random.map((id) => ({ id, strategy: 'RANDOM' as const }))];
  const positiveSet = new Set(positives);
  return positives.slice(0, negatives.length).map((positive, i) => {
    const negative = negatives[i]!;
    // Upstream filters guarantee this; a positive as a negative would poison training data.
    if (positiveSet.has(negative.id) || negative.id === query) throw new Error(`negative ${negative.id} of ${query} is a positive or the query itself`);
    return { query, positive, negative: negative.id, strategy: negative.strategy };
  });
}

/** A query's positives, then each strategy's draws; a paper appears once, with its first label. */
export function evalPool(query: string, positives: readonly string[], draws: readonly { strategy: NegativeStrategy; ids: readonly string[] }[]): EvalPool {
  const seen = new Set<string>([query]);
  const candidates: PoolCandidate[] = [];
  const add = (paper: string, label: PoolCandidate['label']) => {
    if (seen.has(paper)) return;
    seen.add(paper);
    candidates.push({ paper, label });
  };
  positives.forEach((id) => add(id, 'positive'));
  for (const { strategy, ids } of draws) ids.forEach((id) => add(id, strategy));
  return { query, candidates };
}
