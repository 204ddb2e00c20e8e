/**
 * Candidate pools as flat arrays, for re-fusing them thousands of times while fitting weights.
 * WEIGHTED fusion only, ranked exactly as fuse() ranks: score descending (summed in FEATURES
 * order, as fuse() sums), ties by paper id. Only the top `depth` are sorted: a threshold from a
 * native numeric sort of the scores keeps the comparator sort down to about `depth` items. Pure.
 */
import { FEATURES } from '../features';
import type { Weights } from '../weights';
import type { TuningQuery } from './tuning-query';

export interface PoolArrays {
  /** Sorted ascending, so a lower index wins a tie, as the lower id does in fuse(). */
  paperIds: string[];
  /** Candidate-major: values[i * FEATURES.length + f]. */
  values: Float64Array;
  relevant: Uint8Array;
  /** Relevant papers of the query, found in the pool or not (AP divides by all of them). */
  relevantCount: number;
}

export function poolArrays(query: TuningQuery): PoolArrays {
  const candidates = [...query.candidates].sort((a, b) => (a.paperId < b.paperId ? -1 : a.paperId > b.paperId ? 1 : 0));
  const values = new Float64Array(candidates.length * FEATURES.length);
  candidates.forEach((candidate, i) => FEATURES.forEach((feature, f) => (values[i * FEATURES.length + f] = candidate.features[feature])));
  return {
    paperIds: candidates.map((c) => c.paperId),
    values,
    relevant: Uint8Array.from(candidates, (c) => (query.relevant.has(c.paperId) ? 1 : 0)),
    relevantCount: query.relevant.size,
  };
}

/** Indices of the best `depth` candidates under the weights, best first. */
export function weightedTop(pool: PoolArrays, weights: Weights, depth: number): number[] {
  const n = pool.paperIds.length;
  const width = FEATURES.length;
  const w = FEATURES.map((feature) => weights[feature]);
  const scores = new Float64Array(n);
  for (let i = 0; i < n; i += 1) {
    let score = 0;
    for (let f = 0; f < width; f += 1) score += w[f]! * pool.values[i * width + f]!;
    scores[i] = score;
  }
  const sorted = Float64Array.from(scores).sort();
  const threshold = n <= depth ? -Infinity : sorted[n - depth]!;
  const top: number[] = [];
  for (let i = 0; i < n; i += 1) if (scores[i]! >= threshold) top.push(i);
  top.sort((a, b) => scores[b]! - scores[a]! || a - b);
  return top.slice(0, depth);
}

/** AP@k of the pool ranked by the weights (trec_eval's convention: divided by all relevant). */
export function weightedAveragePrecision(pool: PoolArrays, weights: Weights, k: number): number {
  if (pool.relevantCount === 0) return 0;
  let found = 0;
  let sum = 0;
  weightedTop(pool, weights, k).forEach((index, position) => {
    if (pool.relevant[index] === 0) return;
    found += 1;
    sum += found / (position + 1);
  });
  return sum / pool.relevantCount;
}
