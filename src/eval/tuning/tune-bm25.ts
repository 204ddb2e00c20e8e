/**
 * Grid search of BM25's k1 and b: for each pair, a clone of the papers index is switched to it
 * and every validation query's BM25 top 1000 is measured by R@1000 (recall of the candidate
 * stage is what BM25 is for here). The served index is not changed: the clone is dropped, and
 * `refgraph tune bm25` puts the best pair on a rebuilt index swapped in behind the alias.
 * Adapter: Elasticsearch and PostgreSQL.
 */
import pLimit from 'p-limit';
import { judgeQueries } from '../gold/gold-query';
import { paperFacts, QuerySet, storedGold } from '../gold/stored-gold';
import { recall } from '../../metrics';
import { PreparedQuery, prepareQueries } from '../run/rank-queries';
import { inSplit, SplitBoundaries, splitBoundaries } from '../splits';
import { invalidArgument } from '../../errors/refgraph-error';
import type { Bm25Settings } from '../../search';
import { setCloneBm25Parameters } from '../../search';
import { bm25Hits, queryFilter } from '../../rank';
import type { RankEngines } from '../../rank';
import { onIndexClone } from '../run/ranked-index';

export const DEFAULT_K1_GRID = [0.5, 1.2, 1.5, 2.5] as const;
export const DEFAULT_B_GRID = [0.25, 0.5, 0.75] as const;
const DEPTH = 1000;

export interface Bm25TuneResult {
  boundaries: SplitBoundaries;
  queries: number;
  /** Mean R@1000 per pair, in grid order. */
  grid: { k1: number; b: number; recall: number }[];
  best: Bm25Settings & { recall: number };
}

export async function tuneBm25(
  engines: RankEngines,
  request: { queries: QuerySet; boundaries?: Partial<SplitBoundaries>; k1: readonly number[]; b: readonly number[] },
  log: (message: string) => void = () => {},
): Promise<Bm25TuneResult> {
  const gold = await storedGold(engines.querySource, request.queries);
  const { judged } = judgeQueries(gold, await paperFacts(engines.querySource, gold.flatMap((q) => [...q.gold.keys()])));
  const boundaries = splitBoundaries(judged.map((q) => q.year), request.boundaries);
  const validation = judged.filter((q) => inSplit(q.year, boundaries, 'validation'));
  if (validation.length === 0) throw invalidArgument('split', 'there are no validation queries to tune BM25 on');
  const prepared = await prepareQueries({ ...engines, encoder: null }, validation);

  const grid = await onIndexClone(engines, log, async (onClone) => {
    const measured: Bm25TuneResult['grid'] = [];
    for (const k1 of request.k1) {
      for (const b of request.b) {
        await setCloneBm25Parameters(onClone.search.client, onClone.search.index, { k1, b });
        const recalls = await bm25PerQuery(onClone, prepared, DEPTH, (ranking, i) => recall(ranking, validation[i]!.qrels, DEPTH) ?? 0);
        measured.push({ k1, b, recall: recalls.reduce((sum, value) => sum + value, 0) / prepared.length });
      }
    }
    return measured;
  });
  // Highest recall; on a tie the earlier pair in grid order, so the result is deterministic.
  const best = grid.reduce((top, pair) => (pair.recall > top.recall ? pair : top));
  return { boundaries, queries: validation.length, grid, best };
}

/** BM25 requests in flight: enough to keep Elasticsearch busy, not swamped. */
const CONCURRENCY = 4;

/**
 * One value per query from its BM25 top `depth` under the index's current k1/b, in query
 * order (requests run a few at a time; the values do not depend on their order).
 */
export async function bm25PerQuery(
  engines: RankEngines,
  prepared: readonly PreparedQuery[],
  depth: number,
  measure: (ranking: string[], index: number) => number,
): Promise<number[]> {
  const limit = pLimit(CONCURRENCY);
  return Promise.all(
    prepared.map((query, i) =>
      limit(async () => {
        const hits = await bm25Hits(engines, query.rankQuery, depth, queryFilter(query.rankQuery));
        return measure(hits.map((h) => h.paperId), i);
      }),
    ),
  );
}
