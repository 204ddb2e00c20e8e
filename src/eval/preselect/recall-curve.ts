/**
 * Recall of preselections by subset size (the PP-recall curve): for each query, the share of its
 * gold papers that a preselection of n papers contains, for several n. Pure.
 *
 * Each size is its own request (a preselection of 10 is not cut from one of 1000: the
 * candidate stages are sized by the request), so a point of the curve is exactly what a user
 * asking for that many papers gets. Per query, recall uses the measures' definition
 * (metrics/ranking-metrics.ts: a repeated id counts once); queries without gold are left out
 * before they get here (gold/gold-query.ts judges them).
 */
import { invalidArgument } from '../../errors/refgraph-error';
import { Qrels, recall } from '../../metrics';
import { quantile } from '../../common/stats';

export const DEFAULT_PRESELECT_SIZES: readonly number[] = [10, 20, 50, 100, 200, 500, 1000];

export interface PreselectedSubset {
  /** Paper ids of the preselection, best first. */
  paperIds: readonly string[];
  milliseconds: number;
}

export interface QuerySubsets {
  queryId: string;
  qrels: Qrels;
  /** Subset size asked for → what came back. */
  subsets: ReadonlyMap<number, PreselectedSubset>;
}

export interface CurvePoint {
  size: number;
  queries: number;
  /** Mean over queries of (gold papers in the subset / gold papers). */
  meanRecall: number;
  /** Gold papers found over all queries / gold papers over all queries. */
  pooledRecall: number;
  /** Share of queries whose every gold paper is in the subset. */
  allFound: number;
  /** Mean number of papers returned (smaller than the size when fewer papers qualify). */
  meanSubsetSize: number;
  p50Ms: number;
}

export interface QueryRecall {
  queryId: string;
  relevant: number;
  /** Subset size → recall. */
  recall: Record<number, number>;
}

/** Sizes as given (a list of positive integers), each once, ascending. */
export function checkedSizes(sizes: readonly number[]): number[] {
  if (sizes.length === 0) throw invalidArgument('sizes', 'give at least one subset size');
  for (const size of sizes) {
    if (!Number.isSafeInteger(size) || size < 1) throw invalidArgument('sizes', `subset sizes must be positive integers, got ${size}`);
  }
  return [...new Set(sizes)].sort((a, b) => a - b);
}

function relevantOf(qrels: Qrels): number {
  return [...qrels.values()].filter((grade) => grade > 0).length;
}

function subsetOf(query: QuerySubsets, size: number): PreselectedSubset {
  const subset = query.subsets.get(size);
  if (!subset) throw invalidArgument('sizes', `query '${query.queryId}' has no subset of size ${size}`);
  if (subset.paperIds.length > size) throw invalidArgument('sizes', `query '${query.queryId}': a subset of size ${size} holds ${subset.paperIds.length} papers`);
  return subset;
}

export function queryRecalls(queries: readonly QuerySubsets[], sizes: readonly number[]): QueryRecall[] {
  return queries.map((query) => ({
    queryId: query.queryId,
    relevant: relevantOf(query.qrels),
    recall: Object.fromEntries(sizes.map((size) => [size, recall(subsetOf(query, size).paperIds, query.qrels, size)!])),
  }));
}

export function recallCurve(queries: readonly QuerySubsets[], sizes: readonly number[]): CurvePoint[] {
  const judged = queries.filter((query) => relevantOf(query.qrels) > 0);
  if (judged.length === 0) throw invalidArgument('queries', 'no query has a relevant paper: the curve would be empty');
  const recalls = queryRecalls(judged, sizes);
  return checkedSizes(sizes).map((size) => {
    const values = recalls.map((r) => r.recall[size]!);
    const relevant = recalls.reduce((sum, r) => sum + r.relevant, 0);
    const found = recalls.reduce((sum, r) => sum + r.recall[size]! * r.relevant, 0);
    const subsets = judged.map((query) => subsetOf(query, size));
    return {
      size,
      queries: judged.length,
      meanRecall: values.reduce((sum, v) => sum + v, 0) / values.length,
      pooledRecall: found / relevant,
      allFound: values.filter((v) => v === 1).length / values.length,
      meanSubsetSize: subsets.reduce((sum, s) => sum + s.paperIds.length, 0) / subsets.length,
      // Nearest-rank median, as refgraph eval's p50.
      p50Ms: quantile(subsets.map((s) => s.milliseconds).sort((a, b) => a - b), 0.5),
    };
  });
}
