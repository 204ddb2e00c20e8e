/**
 * Turns judged queries into pipeline queries (once: the query vectors are shared by every
 * system) and runs one system over them. Adapter: asks PostgreSQL, the encoder and the
 * ranking pipeline.
 */
import { rank } from '../../rank/pipeline';
import { paperTextQuery, talkQuery, textQuery } from '../../rank/queries';
import type { RankEngines, RankQuery } from '../../rank/types';
import type { ResolvedSystem } from '../systems/systems';
import type { JudgedQuery } from '../gold/gold-query';

export interface PreparedQuery {
  id: string;
  rankQuery: RankQuery;
}

export interface SystemRanking {
  /** Query id → paper ids, best first (the pipeline breaks ties by id). */
  rankings: Map<string, string[]>;
  /** Query id → milliseconds the pipeline took (query encoding excluded: it is shared). */
  milliseconds: Map<string, number>;
  totalMilliseconds: number;
}

export async function prepareQueries(engines: RankEngines, queries: readonly JudgedQuery[], onQuery: (done: number) => void = () => {}): Promise<PreparedQuery[]> {
  const { prisma, embedder } = engines;
  const prepared: PreparedQuery[] = [];
  for (const query of queries) {
    const { source } = query;
    let rankQuery: RankQuery;
    if (source.kind === 'talk') {
      rankQuery = await talkQuery(await prisma.talk.findUniqueOrThrow({ where: { id: source.talkId } }), embedder, {});
    } else if (source.kind === 'paper') {
      rankQuery = await textQuery(await paperTextQuery(prisma, await prisma.paper.findUniqueOrThrow({ where: { id: source.paperId } })), embedder, {});
    } else {
      rankQuery = await textQuery({ text: source.text, year: query.year, authorIds: source.authorIds, excludeIds: query.excludeIds }, embedder, {});
    }
    prepared.push({ id: query.id, rankQuery });
    onQuery(prepared.length);
  }
  return prepared;
}

/**
 * Queries run one after another, so per-query timings mean what a lone request would see.
 * The first query runs once untimed before the others: otherwise the first system evaluated
 * would pay for every engine's cold caches and look slower than it is.
 */
export async function rankQueries(engines: RankEngines, system: ResolvedSystem, queries: readonly PreparedQuery[], k: number, onQuery: (done: number) => void = () => {}): Promise<SystemRanking> {
  const request = (query: PreparedQuery) => rank(engines, { query: query.rankQuery, k, weights: system.weights, fusion: system.fusion, settings: system.settings });
  if (queries[0] !== undefined) await request(queries[0]);
  const rankings = new Map<string, string[]>();
  const milliseconds = new Map<string, number>();
  const started = performance.now();
  for (const query of queries) {
    const queryStarted = performance.now();
    const response = await request(query);
    milliseconds.set(query.id, performance.now() - queryStarted);
    rankings.set(query.id, response.results.map((r) => r.paperId));
    onQuery(rankings.size);
  }
  return { rankings, milliseconds, totalMilliseconds: performance.now() - started };
}
