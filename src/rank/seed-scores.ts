/**
 * Scores for recommendations from several seed papers (recommendFromPapers). Pure.
 *
 * Every candidate is scored against every positive seed with the pipeline's own features, each
 * normalised over the whole candidate pool (so the seeds' scales agree); the features measured
 * against a seed (bm25, dense, author, graph) are then combined over the positives (their mean:
 * close to the whole set; or their maximum: close to any one seed), the citation features are the
 * same for every seed, and the usual fusion adds them up. Negative seeds push: a candidate loses
 * `negativeWeight` × its similarity to the nearest negative (the weighted mean of its normalised
 * BM25 and cosine against that negative, the request's bm25 and dense weights weighing them). The
 * push is one more contribution, so the parts of a score still add up to it.
 */
import type { Feature } from './features';
import { Contribution, fuse, RRF_K, WeightFusionMethod } from './fusion';
import type { Weights } from './weights';

/** The features measured against one seed; the others (citation counts) do not depend on it. */
export const SEED_FEATURES: readonly Feature[] = ['bm25', 'dense', 'author', 'graph'];

export const SEED_AGGREGATIONS = ['mean', 'max'] as const;
export type SeedAggregation = (typeof SEED_AGGREGATIONS)[number];

/** The contribution of the negative seeds: its weight is minus the request's negativeWeight. */
export const NEGATIVE = 'negative';

export interface SeedContribution extends Omit<Contribution, 'feature'> {
  feature: Feature | typeof NEGATIVE;
}

export interface SeedFused {
  paperId: string;
  score: number;
  contributions: SeedContribution[];
}

/**
 * One feature row per candidate: the seed features combined over the positives (`perSeed[s][c]`,
 * normalised), every other feature taken from `shared[c]`.
 */
export function combineSeedFeatures(perSeed: readonly (readonly Record<Feature, number>[])[], shared: readonly Record<Feature, number>[], aggregation: SeedAggregation): Record<Feature, number>[] {
  if (perSeed.length === 0) throw new RangeError('combineSeedFeatures: at least one positive seed');
  return shared.map((row, c) => {
    const combined = { ...row };
    for (const feature of SEED_FEATURES) {
      const values = perSeed.map((seed) => seed[c]![feature]);
      combined[feature] = aggregation === 'max' ? Math.max(...values) : values.reduce((sum, v) => sum + v, 0) / values.length;
    }
    return combined;
  });
}

/**
 * Each candidate's similarity to its nearest negative seed, in [0, 1]: per negative, the mean of
 * its normalised bm25 and dense values weighted by the request's bm25 and dense weights (equal
 * when both are 0). 0 for every candidate when there is no negative.
 */
export function negativeSimilarities(perNegative: readonly (readonly Record<Feature, number>[])[], candidates: number, weights: Weights): number[] {
  const both = weights.bm25 + weights.dense;
  const [bm25, dense] = both > 0 ? [weights.bm25 / both, weights.dense / both] : [0.5, 0.5];
  return Array.from({ length: candidates }, (_, c) => perNegative.reduce((max, negative) => Math.max(max, bm25 * negative[c]!.bm25 + dense * negative[c]!.dense), 0));
}

function byScore(a: SeedFused, b: SeedFused): number {
  return b.score - a.score || (a.paperId < b.paperId ? -1 : a.paperId > b.paperId ? 1 : 0);
}

/** 1-based ranks by value (highest first, ties by paper id), as RRF ranks a feature. */
function ranksOf(paperIds: readonly string[], values: readonly number[]): number[] {
  const order = paperIds.map((_, i) => i).sort((a, b) => values[b]! - values[a]! || (paperIds[a]! < paperIds[b]! ? -1 : 1));
  const ranks: number[] = new Array(paperIds.length);
  order.forEach((index, position) => (ranks[index] = position + 1));
  return ranks;
}

/**
 * The pipeline's fusion of the combined features, minus the push of the negatives: WEIGHTED
 * subtracts negativeWeight × similarity; RRF subtracts negativeWeight / (K + rank by similarity)
 * for a candidate with any similarity, as it adds a feature. Best first, ties by paper id.
 */
export function fuseWithNegatives(
  method: WeightFusionMethod,
  candidates: readonly { paperId: string; features: Record<Feature, number> }[],
  weights: Weights,
  negative: { similarities: readonly number[]; weight: number },
): SeedFused[] {
  const fused = new Map(fuse(method, [...candidates], weights).map((f) => [f.paperId, f]));
  const paperIds = candidates.map((c) => c.paperId);
  const ranks = method === 'RRF' ? ranksOf(paperIds, negative.similarities) : undefined;
  const results = candidates.map((candidate, i): SeedFused => {
    const { score, contributions } = fused.get(candidate.paperId)!;
    const value = negative.similarities[i]!;
    const push = ranks === undefined ? negative.weight * value : value > 0 ? negative.weight / (RRF_K + ranks[i]!) : 0;
    // -0 would print as 0 anyway; keep the sum exact for candidates the negatives do not touch.
    const contribution = push === 0 ? 0 : -push;
    return { paperId: candidate.paperId, score: score + contribution, contributions: [...contributions, { feature: NEGATIVE, value, weight: -negative.weight, contribution }] };
  });
  return results.sort(byScore);
}
