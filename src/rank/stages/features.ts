/** Fills in every feature for every remaining candidate (raw values; normalised at fusion). */
import { cosine } from '../../embed/pooling';
import { cypher } from '../../graph/cypher';
import { bm25Hits } from '../bm25-request';
import type { CandidatePool, RankContext, Stage } from '../types';

async function missingBm25(pool: CandidatePool, { query, engines }: RankContext): Promise<void> {
  const missing = [...pool.values()].filter((c) => c.raw.bm25 === undefined).map((c) => c.paperId);
  if (missing.length === 0) return;
  // The same BM25 query, restricted to these papers: filters do not change BM25 scores.
  const hits = await bm25Hits(engines, query, missing.length, { onlyIds: missing });
  for (const hit of hits) pool.get(hit.paperId)!.raw.bm25 = hit.score;
}

async function missingDense(pool: CandidatePool, { query, engines }: RankContext): Promise<void> {
  const missing = [...pool.values()].filter((c) => c.raw.dense === undefined).map((c) => c.paperId);
  if (missing.length === 0 || query.vector === null || engines.embedder === null) return;
  const rows = await engines.prisma.paper.findMany({ where: { id: { in: missing } }, include: { venue: true } });
  // Vectors come from the embedding cache: these are the vectors the index holds.
  const vectors = await engines.embedder.papers(rows.map((row) => ({ ...row, venue: row.venue?.name ?? null })));
  for (const [paperId, vector] of vectors) pool.get(paperId)!.raw.dense = cosine(query.vector, vector);
}

async function citationCounts(pool: CandidatePool, { query, settings, engines }: RankContext): Promise<void> {
  const { records } = await engines.neo4j.executeQuery(
    cypher('rank-citation-counts'),
    { candidateIds: [...pool.keys()], maxYear: query.maxYear, recentYears: settings.recentYears },
    { routing: 'READ' },
  );
  for (const candidate of pool.values()) {
    candidate.raw.citations = 0;
    candidate.raw.recentCitations = 0;
  }
  for (const record of records) {
    const candidate = pool.get(record.get('paperId') as string)!;
    // Citation counts are heavy-tailed: log scale keeps one famous paper from flattening the rest.
    candidate.raw.citations = Math.log1p(record.get('total') as number);
    candidate.raw.recentCitations = Math.log1p(record.get('recent') as number);
  }
}

async function authorScores(pool: CandidatePool, { query, engines }: RankContext): Promise<void> {
  if (query.authorIds.length === 0) return;
  const { records } = await engines.neo4j.executeQuery(
    cypher('rank-author-scores'),
    { authorIds: query.authorIds, candidateIds: [...pool.keys()], maxYear: query.maxYear },
    { routing: 'READ' },
  );
  for (const record of records) pool.get(record.get('paperId') as string)!.raw.author = record.get('share') as number;
}

async function graphLinks(pool: CandidatePool, { seeds, engines }: RankContext): Promise<void> {
  if (seeds.length === 0) return;
  const { records } = await engines.neo4j.executeQuery(cypher('rank-graph-links'), { candidateIds: [...pool.keys()], seeds }, { routing: 'READ' });
  for (const record of records) pool.get(record.get('paperId') as string)!.raw.graph = (record.get('links') as number) / seeds.length;
}

export const features: Stage = {
  tag: 'features',
  async run(pool, context) {
    if (pool.size === 0) return pool;
    await Promise.all([missingBm25(pool, context), missingDense(pool, context), citationCounts(pool, context), authorScores(pool, context), graphLinks(pool, context)]);
    return pool;
  },
};
