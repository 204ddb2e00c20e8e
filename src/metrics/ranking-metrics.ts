/**
 * Per-query binary metrics (grade > 0 is relevant), with trec_eval's definitions.
 * Conventions shared by all (see judged-ranking.ts for rankings, ties and repeats):
 * - A query without any relevant doc gets null from every metric: recall, AP and R-precision
 *   would divide by zero, and a query no system can succeed on says nothing about the
 *   system, so means leave it out (evaluate.ts) instead of averaging in a 0.
 * - A ranking shorter than the cutoff is not padded or rescaled: the missing ranks are
 *   simply not relevant (so P@10 of a 3-doc ranking still divides by 10).
 */
import { Qrels, Ranking, checkCutoff, gradesByRank, relevantCount } from './judged-ranking';

/** Relevant docs among the top k, and the number of relevant docs; null when there are none. */
function hits(ranking: Ranking, qrels: Qrels, k: number | null): { retrieved: number; relevant: number } | null {
  checkCutoff(k);
  const relevant = relevantCount(qrels);
  if (relevant === 0) return null;
  return { retrieved: gradesByRank(ranking, qrels, k).filter((g) => g > 0).length, relevant };
}

/** P@k = relevant docs in the top k / k (k, not the number returned: trec_eval's P_k). */
export function precision(ranking: Ranking, qrels: Qrels, k: number): number | null {
  const h = hits(ranking, qrels, k);
  return h && h.retrieved / k;
}

/** R@k = relevant docs in the top k / all relevant docs. */
export function recall(ranking: Ranking, qrels: Qrels, k: number): number | null {
  const h = hits(ranking, qrels, k);
  return h && h.retrieved / h.relevant;
}

/** F1@k = 2·P@k·R@k / (P@k + R@k) = 2·(relevant in top k) / (k + all relevant); 0 when both are 0. */
export function f1(ranking: Ranking, qrels: Qrels, k: number): number | null {
  const h = hits(ranking, qrels, k);
  return h && (2 * h.retrieved) / (k + h.relevant);
}

/** R-precision = relevant docs in the top R / R, where R is the number of relevant docs. */
export function rPrecision(ranking: Ranking, qrels: Qrels): number | null {
  const relevant = relevantCount(qrels);
  if (relevant === 0) return null;
  return gradesByRank(ranking, qrels, relevant).filter((g) => g > 0).length / relevant;
}

/** RR@k = 1 / rank of the first relevant doc within the top k (whole ranking when k is null); 0 if none. */
export function reciprocalRank(ranking: Ranking, qrels: Qrels, k: number | null = null): number | null {
  checkCutoff(k);
  if (relevantCount(qrels) === 0) return null;
  const first = gradesByRank(ranking, qrels, k).findIndex((g) => g > 0);
  return first === -1 ? 0 : 1 / (first + 1);
}

/**
 * AP@k = (sum of P@i over the ranks i ≤ k holding a relevant doc) / all relevant docs.
 * The divisor is the total number of relevant docs, not min(relevant, k): this is trec_eval's
 * map_cut_k and ir_measures' AP@k, so AP@10 of a query with 20 relevant docs is at most 0.5.
 */
export function averagePrecision(ranking: Ranking, qrels: Qrels, k: number | null = null): number | null {
  checkCutoff(k);
  const relevant = relevantCount(qrels);
  if (relevant === 0) return null;
  let found = 0;
  let sum = 0;
  gradesByRank(ranking, qrels, k).forEach((grade, index) => {
    if (grade <= 0) return;
    found += 1;
    sum += found / (index + 1);
  });
  return sum / relevant;
}
