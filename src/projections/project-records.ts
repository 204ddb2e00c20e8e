/**
 * Keeps the Elasticsearch and Neo4j projections in step with PostgreSQL after ingestion batches,
 * always from rows PostgreSQL has committed. A record an engine refuses comes back with the
 * engine's reason (the caller reports it and the run is PARTIAL); an engine that is down throws
 * ENGINE_UNAVAILABLE. Rebuilding and checking the projections as a whole are reindex.ts and
 * verify.ts beside it.
 */
import type { Client } from '@elastic/elasticsearch';
import type { PrismaClient } from '@prisma/client';
import type { Driver } from 'neo4j-driver';
import { chunks, sizedBatches } from '../common/batches';
import { TaskQueue } from '../common/task-queue';
import { CitationRow, citationCounts, loadPaperRows, loadTalkRows, PaperRow } from '../db';
import type { Embedder } from '../embed';
import { setGraphCitationCounts, upsertGraphCitations, upsertGraphPapers, upsertGraphTalks } from '../graph';
import { onEngine, writeIsolatingRefusals } from './engine-failure';
import { edgeKey } from './id-diff';
import { storedMainLanguage, translatedTitles } from './title-translations';
import type { TitleTranslator } from './title-translations';
import type { PaperIndexSettings } from '../search';
import { bulkWritePapers, paperBulkItems, paperIndexName, refreshPaperIndex, RefusedRecord } from '../search';

export interface ProjectionTargets {
  prisma: PrismaClient;
  elasticsearch: Client;
  neo4j: Driver;
  index: PaperIndexSettings;
  batchSize: number;
  /** Encodes papers (vectors into the index) and talks (vectors cached); null: no vectors. */
  embedder: Embedder | null;
  /** Renders titles in the other search languages for the index; absent: titles indexed as written only. */
  titleTranslator?: TitleTranslator;
}

/** What one write stored, and what the engine refused. */
export interface Projected {
  stored: number;
  refused: RefusedRecord[];
}

/**
 * Elasticsearch bulk requests: at most this many bytes each (its guidance is a few MB; a paper
 * with a 384-dimension vector is ~9 KB), and this many in flight while the next page of rows is
 * read and its vectors found. More in flight only queues work on a 2-core node.
 */
export const BULK_MAX_BYTES = 5 * 1024 * 1024;
export const BULK_CONCURRENCY = 2;
/** Citation edges per Neo4j transaction (UNWIND). */
const CITATIONS_PER_GRAPH_WRITE = 10_000;

export { chunks };

function textSources(rows: PaperRow[]) {
  return rows.map((row) => ({ ...row, venue: row.venue?.name ?? null }));
}

/**
 * Vectors of the rows' papers: from the embedding cache, encoded when missing. Encoding holds this
 * thread's event loop for each model run: `beforeEncoding` is awaited first (Embedder.papers).
 */
export async function paperVectors(targets: ProjectionTargets, rows: PaperRow[], beforeEncoding?: () => Promise<void>): Promise<Map<string, Float32Array>> {
  if (!targets.embedder) return new Map();
  return targets.embedder.papers(textSources(rows), beforeEncoding);
}

/** Caches the vectors given with the rows' papers (they replace cached ones): indexing then finds them there. */
export async function cacheSuppliedVectors(targets: ProjectionTargets, rows: PaperRow[], supplied: ReadonlyMap<string, Float32Array>): Promise<void> {
  if (!targets.embedder || supplied.size === 0) return;
  await targets.embedder.storePaperVectors(textSources(rows.filter((row) => supplied.has(row.id))), supplied);
}

/** Talk vectors are queries, not documents: they only go to the cache, ready for ranking. */
export async function cacheTalkVectors(targets: ProjectionTargets, talkIds: string[], beforeEncoding?: () => Promise<void>): Promise<void> {
  if (!targets.embedder || talkIds.length === 0) return;
  await targets.embedder.talks(await targets.prisma.talk.findMany({ where: { id: { in: talkIds } } }), beforeEncoding);
}

/** Papers into Neo4j, loaded from PostgreSQL (citation edges need their nodes before the search index needs them). */
export async function projectPapersToGraph(targets: ProjectionTargets, paperIds: string[]): Promise<Projected> {
  const result: Projected = { stored: 0, refused: [] };
  for (const ids of chunks(paperIds, targets.batchSize)) {
    const written = await projectPaperRowsToGraph(targets, await loadPaperRows(targets.prisma, ids));
    result.stored += written.stored;
    result.refused.push(...written.refused);
  }
  return result;
}

export async function projectPaperRowsToGraph(targets: ProjectionTargets, rows: PaperRow[]): Promise<Projected> {
  const refused = await writeIsolatingRefusals(rows, (row) => row.id, (batch) => upsertGraphPapers(targets.neo4j, batch));
  return { stored: rows.length - refused.length, refused };
}

/** The citation counts PostgreSQL holds, set on papers the graph already has. */
export async function refreshGraphCitationCounts(targets: ProjectionTargets, paperIds: string[]): Promise<void> {
  for (const ids of chunks(paperIds, CITATIONS_PER_GRAPH_WRITE)) {
    const counts = await citationCounts(targets.prisma, ids, null);
    await onEngine('neo4j', () => setGraphCitationCounts(targets.neo4j, [...counts].map(([id, citationCount]) => ({ id, citationCount }))));
  }
}

/** Papers into the Elasticsearch index (through its alias), with their vectors. */
export async function projectPapersToIndex(targets: ProjectionTargets, paperIds: string[], options: IndexingOptions = {}): Promise<Projected> {
  return indexPaperPages(targets, paperIndexName(targets.index.indexPrefix), chunks(paperIds, targets.batchSize), options);
}

export interface IndexingOptions {
  /** The papers each bulk request stored. */
  onWritten?: (papers: number) => void;
  /** Awaited before the first paper is encoded (see paperVectors). */
  beforeEncoding?: () => Promise<void>;
}

/**
 * Writes pages of papers into `index`: each page's rows and vectors are read while earlier bulk
 * requests are in flight (BULK_CONCURRENCY, each up to BULK_MAX_BYTES). After a failure, waits
 * for the requests in flight before throwing.
 */
export async function indexPaperPages(
  targets: ProjectionTargets,
  index: string,
  pages: AsyncIterable<string[]> | Iterable<string[]>,
  { onWritten = () => {}, beforeEncoding }: IndexingOptions = {},
): Promise<Projected> {
  const result: Projected = { stored: 0, refused: [] };
  const requests = new TaskQueue(BULK_CONCURRENCY, BULK_CONCURRENCY + 1);
  const libraryLanguage = storedMainLanguage(targets.prisma);
  try {
    for await (const ids of pages) {
      const rows = await loadPaperRows(targets.prisma, ids);
      // The translator runs in its own processes while the encoder holds this thread.
      const [vectors, translations] = await Promise.all([paperVectors(targets, rows, beforeEncoding), translatedTitles(targets.prisma, targets.titleTranslator, rows, libraryLanguage)]);
      for (const items of sizedBatches(paperBulkItems(index, rows, vectors, translations), (item) => item.bytes, BULK_MAX_BYTES)) {
        await requests.push(async () => {
          const refused = await onEngine('elasticsearch', () => bulkWritePapers(targets.elasticsearch, items));
          result.stored += items.length - refused.length;
          result.refused.push(...refused);
          onWritten(items.length - refused.length);
        });
      }
    }
    await requests.drain();
  } finally {
    await requests.stop();
  }
  return result;
}

export async function projectCitations(targets: ProjectionTargets, citations: CitationRow[]): Promise<Projected> {
  const result: Projected = { stored: 0, refused: [] };
  for (const batch of chunks(citations, CITATIONS_PER_GRAPH_WRITE)) {
    const refused = await writeIsolatingRefusals(batch, citationId, (items) => upsertGraphCitations(targets.neo4j, items));
    result.stored += batch.length - refused.length;
    result.refused.push(...refused);
  }
  return result;
}

export function citationId(citation: CitationRow): string {
  return edgeKey(citation.citingId, citation.citedId);
}

/** Talks into Neo4j (their vectors: cacheTalkVectors). */
export async function projectTalks(targets: ProjectionTargets, talkIds: string[]): Promise<Projected> {
  if (talkIds.length === 0) return { stored: 0, refused: [] };
  const rows = await loadTalkRows(targets.prisma, talkIds);
  const refused = await writeIsolatingRefusals(rows, (row) => row.id, (batch) => upsertGraphTalks(targets.neo4j, batch));
  return { stored: rows.length - refused.length, refused };
}

export async function refreshSearchIndex(targets: ProjectionTargets): Promise<void> {
  await onEngine('elasticsearch', () => refreshPaperIndex(targets.elasticsearch, paperIndexName(targets.index.indexPrefix)));
}
