/**
 * Keeps the Elasticsearch and Neo4j projections in step with PostgreSQL: after an ingestion
 * batch (some papers) and, in `reindex`, for everything.
 */
import type { Client } from '@elastic/elasticsearch';
import type { PrismaClient } from '@prisma/client';
import type { Driver } from 'neo4j-driver';
import { citationPages, CitationRow, loadPaperRows, loadTalkRows, paperIdPages, PaperRow } from '../db/paper-rows';
import type { Embedder } from '../embed/embedder';
import { RefgraphError } from '../errors/refgraph-error';
import {
  applyGraphConstraints,
  countGraph,
  deleteGraph,
  GraphCounts,
  upsertGraphCitations,
  upsertGraphPapers,
  upsertGraphTalks,
} from '../graph/projection';
import type { PaperIndexSettings } from '../search/paper-index';
import { compactPaperIndex, countIndexedPapers, ensurePaperIndex, indexPapers, recreatePaperIndex, refreshPaperIndex } from '../search/paper-projection';
import { paperIndexName } from '../search/paper-index';

export interface ProjectionTargets {
  prisma: PrismaClient;
  elasticsearch: Client;
  neo4j: Driver;
  index: PaperIndexSettings;
  batchSize: number;
  /** Encodes papers (vectors into the index) and talks (vectors cached); null: no vectors. */
  embedder: Embedder | null;
}

function chunks<T>(items: T[], size: number): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += size) result.push(items.slice(i, i + size));
  return result;
}

/** PostgreSQL already holds the data when a projection fails: say how to recover. */
async function projecting<T>(engine: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof RefgraphError) throw error;
    throw new RefgraphError(
      'ENGINE_UNAVAILABLE',
      `${engine} projection failed (${(error as Error).message}); the records are stored in PostgreSQL: run 'refgraph reindex' when ${engine} is back`,
      { engine },
    );
  }
}

export async function prepareProjections(targets: ProjectionTargets): Promise<void> {
  await projecting('elasticsearch', () => ensurePaperIndex(targets.elasticsearch, targets.index));
  await projecting('neo4j', () => applyGraphConstraints(targets.neo4j));
}

/** Vectors of the rows' papers: from the embedding cache, encoded when missing. */
async function paperVectors(targets: ProjectionTargets, rows: PaperRow[]): Promise<Map<string, Float32Array>> {
  if (!targets.embedder) return new Map();
  return targets.embedder.papers(rows.map((row) => ({ ...row, venue: row.venue?.name ?? null })));
}

/** Papers into Neo4j only (citation edges need their nodes before the search index needs them). */
export async function projectPapersToGraph(targets: ProjectionTargets, paperIds: string[]): Promise<void> {
  for (const ids of chunks(paperIds, targets.batchSize)) {
    const rows = await loadPaperRows(targets.prisma, ids);
    await projecting('neo4j', () => upsertGraphPapers(targets.neo4j, rows));
  }
}

/** Papers into the Elasticsearch index, with their vectors. */
export async function projectPapersToIndex(targets: ProjectionTargets, paperIds: string[]): Promise<void> {
  const index = paperIndexName(targets.index.indexPrefix);
  for (const ids of chunks(paperIds, targets.batchSize)) {
    const rows = await loadPaperRows(targets.prisma, ids);
    const vectors = await paperVectors(targets, rows);
    await projecting('elasticsearch', () => indexPapers(targets.elasticsearch, index, rows, vectors));
  }
}

export async function projectCitations(targets: ProjectionTargets, citations: CitationRow[]): Promise<void> {
  for (const batch of chunks(citations, targets.batchSize * 10)) {
    await projecting('neo4j', () => upsertGraphCitations(targets.neo4j, batch));
  }
}

export async function projectTalks(targets: ProjectionTargets, talkIds: string[]): Promise<void> {
  if (talkIds.length === 0) return;
  if (targets.embedder) {
    // Talk vectors are queries, not documents: they only go to the cache, ready for ranking.
    await targets.embedder.talks(await targets.prisma.talk.findMany({ where: { id: { in: talkIds } } }));
  }
  const rows = await loadTalkRows(targets.prisma, talkIds);
  await projecting('neo4j', () => upsertGraphTalks(targets.neo4j, rows));
}

export async function refreshSearchIndex(targets: ProjectionTargets): Promise<void> {
  await projecting('elasticsearch', () => refreshPaperIndex(targets.elasticsearch, paperIndexName(targets.index.indexPrefix)));
}

export type ReindexTarget = 'elasticsearch' | 'neo4j' | 'all';

export interface ProjectionCounts {
  postgres: { papers: number; talks: number; citations: number; embeddings: number };
  elasticsearch: { papers: number };
  neo4j: GraphCounts;
}

/** Rebuilds the chosen projection(s) from PostgreSQL alone. */
export async function reindex(targets: ProjectionTargets, target: ReindexTarget, onPapers: (done: number) => void = () => {}): Promise<void> {
  const toSearch = target !== 'neo4j';
  const toGraph = target !== 'elasticsearch';
  const index = paperIndexName(targets.index.indexPrefix);
  if (toSearch) await projecting('elasticsearch', () => recreatePaperIndex(targets.elasticsearch, targets.index));
  if (toGraph) {
    await projecting('neo4j', () => deleteGraph(targets.neo4j));
    await projecting('neo4j', () => applyGraphConstraints(targets.neo4j));
  }
  let done = 0;
  for await (const ids of paperIdPages(targets.prisma, targets.batchSize)) {
    const rows = await loadPaperRows(targets.prisma, ids);
    const vectors = toSearch ? await paperVectors(targets, rows) : new Map<string, Float32Array>();
    if (toSearch) await projecting('elasticsearch', () => indexPapers(targets.elasticsearch, index, rows, vectors));
    if (toGraph) await projecting('neo4j', () => upsertGraphPapers(targets.neo4j, rows));
    done += rows.length;
    onPapers(done);
  }
  if (toGraph) {
    for await (const page of citationPages(targets.prisma, targets.batchSize * 10)) {
      await projecting('neo4j', () => upsertGraphCitations(targets.neo4j, page));
    }
    await projecting('neo4j', async () => upsertGraphTalks(targets.neo4j, await loadTalkRows(targets.prisma)));
  }
  if (toSearch) await projecting('elasticsearch', () => compactPaperIndex(targets.elasticsearch, index));
}

export async function projectionCounts(targets: ProjectionTargets): Promise<ProjectionCounts> {
  const [papers, talks, citations, embeddings] = await Promise.all([
    targets.prisma.paper.count(),
    targets.prisma.talk.count(),
    targets.prisma.citation.count(),
    targets.prisma.embedding.count(),
  ]);
  const index = paperIndexName(targets.index.indexPrefix);
  return {
    postgres: { papers, talks, citations, embeddings },
    elasticsearch: { papers: await projecting('elasticsearch', () => countIndexedPapers(targets.elasticsearch, index)) },
    neo4j: await projecting('neo4j', () => countGraph(targets.neo4j)),
  };
}
