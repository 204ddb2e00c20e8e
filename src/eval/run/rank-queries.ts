/**
 * Turns judged queries into pipeline queries (once: the query vectors are shared by every
 * system) and runs one system over them. Adapter: asks PostgreSQL, the encoder and the
 * ranking pipeline.
 */
import { rank, paperTextQuery, talkQuery, textQuery, TimeFilters } from '../../rank';
import type { TuningQuery, RankEngines, RankQuery } from '../../rank';
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

export async function prepareQueries(engines: RankEngines, queries: readonly JudgedQuery[], time: TimeFilters = {}, onQuery: (done: number) => void = () => {}): Promise<PreparedQuery[]> {
  const prepared: PreparedQuery[] = [];
  for (const query of queries) {
    prepared.push(await prepareQuery(engines, query, time));
    onQuery(prepared.length);
  }
  return prepared;
}

/** One judged query as the pipeline asks it: its text (a talk's transcript, a stored paper's text, or the query's own) and its vector. */
export async function prepareQuery(engines: RankEngines, query: JudgedQuery, time: TimeFilters = {}): Promise<PreparedQuery> {
  const { querySource: prisma, encoder: embedder } = engines;
  const { source } = query;
  let rankQuery: RankQuery;
  if (source.kind === 'talk') {
    rankQuery = await talkQuery(await prisma.talk.findUniqueOrThrow({ where: { id: source.talkId } }), embedder, time);
  } else if (source.kind === 'paper') {
    rankQuery = await textQuery(await paperTextQuery(prisma, await prisma.paper.findUniqueOrThrow({ where: { id: source.paperId } })), embedder, time);
  } else {
    rankQuery = await textQuery({ text: source.text, year: query.year, authorIds: source.authorIds, excludeIds: query.excludeIds }, embedder, time);
  }
  return { id: query.id, rankQuery };
}

/**
 * Progress of a stage that ranks queries one by one (the CLI's Progress fits: a line with rate and
 * time left), so a long evaluation is not silent between its stage lines.
 */
export interface RankingProgress {
  start(stage: string, total: number | null, unit?: string): void;
  update(done: number): void;
  end(): void;
}

export const SILENT_PROGRESS: RankingProgress = { start: () => {}, update: () => {}, end: () => {} };

/**
 * Queries run one after another, so per-query timings mean what a lone request would see.
 * The first query runs once untimed before the others: otherwise the first system evaluated
 * would pay for every engine's cold caches and look slower than it is.
 */
export async function rankQueries(
  engines: RankEngines,
  system: ResolvedSystem,
  queries: readonly PreparedQuery[],
  k: number,
  progress: { to: RankingProgress; stage: string } = { to: SILENT_PROGRESS, stage: 'rank' },
): Promise<SystemRanking> {
  const request = (query: PreparedQuery) => rank(engines, { query: query.rankQuery, k, weights: system.weights, fusion: system.fusion, settings: system.settings });
  if (queries[0] !== undefined) await request(queries[0]);
  const rankings = new Map<string, string[]>();
  const milliseconds = new Map<string, number>();
  const started = performance.now();
  progress.to.start(progress.stage, queries.length, 'queries');
  for (const query of queries) {
    const queryStarted = performance.now();
    const response = await request(query);
    milliseconds.set(query.id, performance.now() - queryStarted);
    rankings.set(query.id, response.results.map((r) => r.paperId));
    progress.to.update(rankings.size);
  }
  progress.to.end();
  return { rankings, milliseconds, totalMilliseconds: performance.now() - started };
}

/** Enough for every candidate the served pipeline gathers, so re-fusing sees the whole pool. */
export const POOL_DEPTH = 1000;

/**
 * A query's candidate pool with every candidate's normalised features, for fitting weights or a
 * ranker without asking the engines again: the system's top POOL_DEPTH under its starting
 * weights. A LEARNED system's pool is gathered as WEIGHTED gathers it (its ranker is what is to
 * be fitted; the pool, whatever the order, holds every candidate), with the ranker-only features.
 */
export async function candidatePool(engines: RankEngines, system: ResolvedSystem, query: PreparedQuery, relevant: ReadonlySet<string>): Promise<TuningQuery> {
  const fusion = system.fusion === 'LEARNED' ? 'WEIGHTED' : system.fusion;
  const response = await rank(engines, { query: query.rankQuery, k: POOL_DEPTH, weights: system.weights, fusion, settings: system.settings, rankerFeatures: system.fusion === 'LEARNED' });
  return {
    id: query.id,
    relevant,
    candidates: response.results.map((r) => ({
      paperId: r.paperId,
      features: r.features,
    })),
  };
}

/** The papers judged relevant to a query (grade > 0). */
export function relevantOf(query: JudgedQuery): Set<string> {
  return new Set([...query.qrels].filter(([, grade]) => grade > 0).map(([id]) => id));
}
