/**
 * LEARNED fusion: candidates ranked by the learned ranker's score, with the same explanation as
 * the other methods: the contributions of a result add up to its score. The score is the model's
 * output less its output for a candidate whose features are all 0, and each feature's
 * contribution is its Shapley value (shapley.ts); `weight` is contribution / value, the weight a
 * WEIGHTED fusion would need to give that contribution at that value (0 when the value is 0,
 * whose contribution is 0). Ties by paper id, as fuse() breaks them. Pure.
 */
import type { PoolFeatures } from '../features';
import type { Fused } from '../fusion';
import { LearnedRanker, rankerScorer } from './ranker-model';
import { shapleyValues } from './shapley';

function byScoreThenId(a: { paperId: string; score: number }, b: { paperId: string; score: number }): number {
  return b.score - a.score || (a.paperId < b.paperId ? -1 : a.paperId > b.paperId ? 1 : 0);
}

type Scored = { paperId: string; features: PoolFeatures };

/** A candidate's values of the ranker's inputs, in their order (0 for a feature a stored pool lacks). */
function inputsOf(candidate: Scored, ranker: LearnedRanker): number[] {
  return ranker.features.map((f) => candidate.features[f] ?? 0);
}

/** Every candidate's paper id in the ranker's order, best first (what cross-validation ranks held-out queries by). */
export function learnedOrder(candidates: readonly Scored[], ranker: LearnedRanker): string[] {
  const score = rankerScorer(ranker);
  return candidates
    .map((candidate) => ({ paperId: candidate.paperId, score: score(inputsOf(candidate, ranker)) }))
    .sort(byScoreThenId)
    .map((scored) => scored.paperId);
}

/** The best `k` candidates under the ranker, each with its contributions. */
export function learnedFusion(candidates: readonly Scored[], ranker: LearnedRanker, k: number): Fused[] {
  const output = rankerScorer(ranker);
  const baseline = output(ranker.features.map(() => 0));
  const model = (input: readonly number[]) => output(input) - baseline;
  const scored = candidates.map((candidate) => {
    const values = inputsOf(candidate, ranker);
    return { paperId: candidate.paperId, values, score: model(values) };
  });
  return scored
    .sort(byScoreThenId)
    .slice(0, k)
    .map(({ paperId, values, score }) => {
      const shares = shapleyValues(model, values);
      return {
        paperId,
        score,
        contributions: ranker.features.map((feature, i) => ({ feature, value: values[i]!, weight: values[i] === 0 ? 0 : shares[i]! / values[i]!, contribution: shares[i]! })),
      };
    });
}
