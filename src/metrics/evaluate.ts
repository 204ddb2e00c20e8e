/**
 * Evaluates a run (query id → ranking) against qrels (query id → doc id → grade) with a list of
 * measures: a value per query and measure, and a mean per measure, keyed by canonical name.
 *
 * - Queries come from the qrels. A query with qrels but missing from the run is evaluated as an
 *   empty ranking (every measure 0), as `trec_eval -c` does: a system that answers nothing
 *   must not score better than one that answers badly.
 * - A query without any relevant doc gets null for every measure and is left out of the means
 *   (see ranking-metrics.ts); a mean over no query at all is null.
 * - Run queries without qrels cannot be judged; they are listed, not evaluated.
 * - Queries are visited in code-unit order of their ids, so the sums (and their float rounding)
 *   do not depend on the order the maps were filled in.
 */
import { invalidArgument } from '../errors/refgraph-error';
import { Qrels, Ranking, relevantCount } from './judged-ranking';
import { Measure } from './measure';
import { ndcg } from './ndcg';
import { averagePrecision, f1, precision, rPrecision, recall, reciprocalRank } from './ranking-metrics';
import { compareIds } from './rank-by-score';

export interface Evaluation {
  readonly measures: readonly Measure[];
  /** Query id → measure name → value (null: the query has no relevant doc). Every qrels query. */
  readonly perQuery: ReadonlyMap<string, ReadonlyMap<string, number | null>>;
  /** Measure name → mean over the queries with at least one relevant doc (null if there are none). */
  readonly means: ReadonlyMap<string, number | null>;
  /** How many queries the means are over. */
  readonly queriesInMeans: number;
  readonly queriesWithoutRelevant: readonly string[];
  readonly queriesMissingFromRun: readonly string[];
  readonly queriesWithoutQrels: readonly string[];
}

/** One measure on one query. */
export function measureValue(m: Measure, ranking: Ranking, qrels: Qrels): number | null {
  switch (m.family) {
    case 'P':
      return precision(ranking, qrels, requireCutoff(m));
    case 'R':
      return recall(ranking, qrels, requireCutoff(m));
    case 'F1':
      return f1(ranking, qrels, requireCutoff(m));
    case 'AP':
      return averagePrecision(ranking, qrels, m.cutoff);
    case 'RR':
      return reciprocalRank(ranking, qrels, m.cutoff);
    case 'nDCG':
      return ndcg(ranking, qrels, m.cutoff, m.params.dcg);
    case 'Rprec':
      return rPrecision(ranking, qrels);
  }
}

export function evaluate(
  measures: readonly Measure[],
  runByQuery: ReadonlyMap<string, Ranking>,
  qrelsByQuery: ReadonlyMap<string, Qrels>,
): Evaluation {
  const names = measures.map((m) => m.name);
  const repeated = names.find((name, index) => names.indexOf(name) !== index);
  if (repeated !== undefined) throw invalidArgument('measures', `${repeated} is listed twice (aliases count as the same measure)`);

  const queryIds = [...qrelsByQuery.keys()].sort(compareIds);
  const perQuery = new Map<string, Map<string, number | null>>();
  const sums = new Map<string, number>(names.map((name) => [name, 0]));
  const queriesWithoutRelevant: string[] = [];
  let queriesInMeans = 0;
  for (const queryId of queryIds) {
    const qrels = qrelsByQuery.get(queryId) as Qrels;
    const ranking = runByQuery.get(queryId) ?? [];
    const values = new Map(measures.map((m) => [m.name, measureValue(m, ranking, qrels)] as const));
    perQuery.set(queryId, values);
    if (relevantCount(qrels) === 0) {
      queriesWithoutRelevant.push(queryId);
      continue;
    }
    queriesInMeans += 1;
    for (const [name, value] of values) sums.set(name, (sums.get(name) as number) + (value as number));
  }
  const means = new Map(names.map((name) => [name, queriesInMeans === 0 ? null : (sums.get(name) as number) / queriesInMeans]));
  return {
    measures,
    perQuery,
    means,
    queriesInMeans,
    queriesWithoutRelevant,
    queriesMissingFromRun: queryIds.filter((id) => !runByQuery.has(id)),
    queriesWithoutQrels: [...runByQuery.keys()].filter((id) => !qrelsByQuery.has(id)).sort(compareIds),
  };
}

function requireCutoff(m: Measure): number {
  if (m.cutoff === null) throw invalidArgument('measure', `${m.name} needs a cutoff`);
  return m.cutoff;
}
