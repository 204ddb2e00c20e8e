/**
 * Fusion of normalised features into one score, with the contribution of every feature, so
 * that the contributions of a result always add up to its score. Pure.
 *
 * - WEIGHTED: score = Σ weight_f × value_f, value_f the feature normalised to [0, 1].
 * - RRF: reciprocal rank fusion, score = Σ weight_f / (K + rank_f), rank_f the candidate's
 *   1-based rank by feature f among the candidates (ties broken by paper id); a feature whose
 *   value is 0 for a candidate (absent) contributes nothing.
 * - LEARNED: a trained ranker's score, the weights unread (learned/learned-fusion.ts).
 */
import { Feature, FEATURES, RankerFeature } from './features';
import type { Weights } from './weights';

/** The methods that fuse by per-feature weights: the ones weights are fitted for and seeds combine with. */
export const WEIGHT_FUSION_METHODS = ['WEIGHTED', 'RRF'] as const;
export type WeightFusionMethod = (typeof WEIGHT_FUSION_METHODS)[number];
export const FUSION_METHODS = [...WEIGHT_FUSION_METHODS, 'LEARNED'] as const;
export type FusionMethod = (typeof FUSION_METHODS)[number];

export function isFusionMethod(value: string): value is FusionMethod {
  return (FUSION_METHODS as readonly string[]).includes(value);
}

export function isWeightFusionMethod(value: string): value is WeightFusionMethod {
  return (WEIGHT_FUSION_METHODS as readonly string[]).includes(value);
}

/** The usual RRF constant (Cormack et al. 2009). */
export const RRF_K = 60;

/** A weighted fusion's contributions are FEATURES'; a learned ranker's are its inputs' (ranker-only features included). */
export interface Contribution<F extends RankerFeature = RankerFeature> {
  feature: F;
  value: number;
  weight: number;
  contribution: number;
}

export interface Fused<F extends RankerFeature = RankerFeature> {
  paperId: string;
  score: number;
  contributions: Contribution<F>[];
}

export function fuse(method: WeightFusionMethod, candidates: { paperId: string; features: Record<Feature, number> }[], weights: Weights): Fused<Feature>[] {
  const ranks = method === 'RRF' ? featureRanks(candidates) : undefined;
  const fused = candidates.map((candidate, i) => {
    const contributions = FEATURES.map((feature) => {
      const value = candidate.features[feature];
      const weight = weights[feature];
      const contribution =
        ranks === undefined ? weight * value : value > 0 ? weight / (RRF_K + ranks.get(feature)![i]!) : 0;
      return { feature, value, weight, contribution };
    });
    return { paperId: candidate.paperId, score: contributions.reduce((sum, c) => sum + c.contribution, 0), contributions };
  });
  return fused.sort((a, b) => b.score - a.score || (a.paperId < b.paperId ? -1 : a.paperId > b.paperId ? 1 : 0));
}

function featureRanks(candidates: { paperId: string; features: Record<Feature, number> }[]): Map<Feature, number[]> {
  const ranks = new Map<Feature, number[]>();
  for (const feature of FEATURES) {
    const order = candidates
      .map((c, i) => i)
      .sort((a, b) => candidates[b]!.features[feature] - candidates[a]!.features[feature] || (candidates[a]!.paperId < candidates[b]!.paperId ? -1 : 1));
    const rank: number[] = new Array(candidates.length);
    order.forEach((candidateIndex, position) => (rank[candidateIndex] = position + 1));
    ranks.set(feature, rank);
  }
  return ranks;
}
