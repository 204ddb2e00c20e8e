/**
 * nDCG@k = DCG@k / ideal DCG@k, with DCG@k = Σ_{rank i ≤ k} gain(grade_i) / log2(i + 1).
 * The gain is the grade itself by default ('log2', as trec_eval's ndcg and ndcg_cut do and
 * ir_measures' nDCG), or 2^grade − 1 with dcg='exp-log2'. Grades ≤ 0 gain nothing.
 * The ideal ranking is every relevant doc in the qrels (retrieved or not) sorted by grade,
 * cut at the same k. Null for a query without relevant docs (ideal DCG 0), as in ranking-metrics.ts.
 */
import type { DcgForm } from './measure-families';
import { Qrels, Ranking, checkCutoff, gradesByRank, relevantCount } from './judged-ranking';

export function ndcg(ranking: Ranking, qrels: Qrels, k: number | null = null, dcg: DcgForm = 'log2'): number | null {
  checkCutoff(k);
  if (relevantCount(qrels) === 0) return null;
  const ideal = [...qrels.values()].filter((g) => g > 0).sort((a, b) => b - a);
  const idealDcg = discountedGain(k === null ? ideal : ideal.slice(0, k), dcg);
  return discountedGain(gradesByRank(ranking, qrels, k), dcg) / idealDcg;
}

function discountedGain(grades: readonly number[], dcg: DcgForm): number {
  let total = 0;
  grades.forEach((grade, index) => {
    if (grade <= 0) return;
    const gain = dcg === 'exp-log2' ? 2 ** grade - 1 : grade;
    total += gain / Math.log2(index + 2); // rank = index + 1, discount log2(rank + 1)
  });
  return total;
}
