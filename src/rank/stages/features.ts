/**
 * Fills in every feature for every remaining candidate (raw values; normalised at fusion): the
 * query's own features (BM25, cosine, author, graph links to the retrieval's head) and the
 * citation counts, which depend on the query's year only (so several queries of one year, the
 * seeds of recommendFromPapers, count them once). In the single-query pipeline the filters stage
 * has already read the text scores with the facts, so this stage asks Neo4j alone.
 */
import { readGraph } from '../../graph';
import { indexedCandidates } from '../../search';
import type { CandidatePool, ExpansionContext, GraphLink, RankContext, Stage } from '../types';
import { fillTextScores, missingTextScoring } from './text-scores';

async function citationCounts(pool: CandidatePool, { query, settings, engines }: RankContext): Promise<void> {
  const counts = await engines.caches.citationCounts.get([...pool.keys()], query.maxYear, settings.recentYears, async (candidateIds) => {
    const rows = await readGraph(engines.graph, 'rank-citation-counts', { candidateIds, maxYear: query.maxYear, recentYears: settings.recentYears });
    return new Map(rows.map((row) => [row.paperId as string, { total: row.total as number, recent: row.recent as number }]));
  });
  for (const [paperId, { total, recent }] of counts) {
    const candidate = pool.get(paperId)!;
    // Citation counts are heavy-tailed: log scale keeps one famous paper from flattening the rest.
    candidate.raw.citations = Math.log1p(total);
    candidate.raw.recentCitations = Math.log1p(recent);
  }
}

async function authorScores(pool: CandidatePool, { query, engines }: RankContext): Promise<void> {
  if (query.authorIds.length === 0) return;
  const rows = await readGraph(engines.graph, 'rank-author-scores', { authorIds: query.authorIds, candidateIds: [...pool.keys()], maxYear: query.maxYear });
  for (const row of rows) pool.get(row.paperId as string)!.raw.author = row.share as number;
}

async function graphLinks(pool: CandidatePool, { seeds, engines }: ExpansionContext): Promise<void> {
  if (seeds.length === 0) return;
  const rows = await readGraph(engines.graph, 'rank-graph-links', { candidateIds: [...pool.keys()], seeds: [...seeds] });
  const linksOf = new Map<string, GraphLink[]>();
  for (const row of rows) {
    const links = linksOf.get(row.paperId as string) ?? [];
    links.push({ seedId: row.seedId as string, citesSeed: row.citesSeed as boolean, citedBySeed: row.citedBySeed as boolean });
    linksOf.set(row.paperId as string, links);
  }
  for (const [paperId, links] of linksOf) {
    const candidate = pool.get(paperId)!;
    candidate.graphLinks = links.sort((a, b) => (a.seedId < b.seedId ? -1 : a.seedId > b.seedId ? 1 : 0));
    candidate.raw.graph = links.length / seeds.length;
  }
}

/** The text features only (BM25 and cosine against the query): how alike candidates and query read. */
export async function textFeatures(pool: CandidatePool, context: RankContext): Promise<void> {
  if (pool.size === 0) return;
  const scoring = await missingTextScoring(pool, context);
  const lacking = [...pool.values()].filter((c) => (scoring.bm25 && c.raw.bm25 === undefined) || (scoring.vector && c.raw.dense === undefined));
  if (lacking.length === 0) return;
  const { engines } = context;
  const indexed = await indexedCandidates(engines.search.client, engines.search.index, { paperIds: lacking.map((c) => c.paperId), facts: false, ...scoring });
  for (const [paperId, found] of indexed) fillTextScores(pool.get(paperId)!, found);
}

/** The features read from the citation graph against the query: its authors, links to the head (`seeds`). */
export async function graphFeatures(pool: CandidatePool, context: ExpansionContext): Promise<void> {
  if (pool.size === 0) return;
  await Promise.all([authorScores(pool, context), graphLinks(pool, context)]);
}

/** The features measured against the query: text, authors, citation links to the head (`seeds`). */
export async function queryFeatures(pool: CandidatePool, context: ExpansionContext): Promise<void> {
  await Promise.all([textFeatures(pool, context), graphFeatures(pool, context)]);
}

/** The citation counts as of the query's year. */
export async function citationFeatures(pool: CandidatePool, context: RankContext): Promise<void> {
  if (pool.size === 0) return;
  await citationCounts(pool, context);
}

export const features: Stage<ExpansionContext> = {
  tag: 'features',
  async run(pool, context) {
    await Promise.all([graphFeatures(pool, context), citationFeatures(pool, context)]);
    return pool;
  },
};
