/**
 * Keeps the Elasticsearch and Neo4j projections in step with PostgreSQL after an ingestion
 * batch. A record an engine refuses comes back with the engine's reason (the caller reports it
 * and the run is PARTIAL); an engine that is down throws ENGINE_UNAVAILABLE. Rebuilding and
 * checking the projections as a whole are reindex.ts and verify.ts beside it.
 */
import type { Client } from '@elastic/elasticsearch';
import type { PrismaClient } from '@prisma/client';
import type { Driver } from 'neo4j-driver';
import { CitationRow, loadPaperRows, loadTalkRows, PaperRow } from '../db';
import type { Embedder } from '../embed';
import { applyGraphConstraints, upsertGraphCitations, upsertGraphPapers, upsertGraphTalks } from '../graph';
import { onEngine, writeIsolatingRefusals } from './engine-failure';
import { edgeKey } from './id-diff';
import type { PaperIndexSettings } from '../search';
import { paperIndexName, ensurePaperIndex, indexPapers, refreshPaperIndex, RefusedRecord } from '../search';

export interface ProjectionTargets {
  prisma: PrismaClient;
  elasticsearch: Client;
  neo4j: Driver;
  index: PaperIndexSettings;
  batchSize: number;
  /** Encodes papers (vectors into the index) and talks (vectors cached); null: no vectors. */
  embedder: Embedder | null;
}

/** What one write stored, and what the engine refused. */
export interface Projected {
  stored: number;
  refused: RefusedRecord[];
}

export function chunks<T>(items: T[], size: number): T[][] {
  const result: T[][] = [];
  for (let i = 0; i < items.length; i += size) result.push(items.slice(i, i + size));
  return result;
}

export async function prepareProjections(targets: ProjectionTargets): Promise<void> {
  await onEngine('elasticsearch', () => ensurePaperIndex(targets.elasticsearch, targets.index));
  await onEngine('neo4j', () => applyGraphConstraints(targets.neo4j));
}

/** Vectors of the rows' papers: from the embedding cache, encoded when missing. */
export async function paperVectors(targets: ProjectionTargets, rows: PaperRow[]): Promise<Map<string, Float32Array>> {
  if (!targets.embedder) return new Map();
  return targets.embedder.papers(rows.map((row) => ({ ...row, venue: row.venue?.name ?? null })));
}

/** Papers into Neo4j only (citation edges need their nodes before the search index needs them). */
export async function projectPapersToGraph(targets: ProjectionTargets, paperIds: string[]): Promise<Projected> {
  const result: Projected = { stored: 0, refused: [] };
  for (const ids of chunks(paperIds, targets.batchSize)) {
    const rows = await loadPaperRows(targets.prisma, ids);
    const refused = await writeIsolatingRefusals(rows, (row) => row.id, (batch) => upsertGraphPapers(targets.neo4j, batch));
    result.stored += rows.length - refused.length;
    result.refused.push(...refused);
  }
  return result;
}

/** Papers into the Elasticsearch index (through its alias), with their vectors. */
export async function projectPapersToIndex(targets: ProjectionTargets, paperIds: string[]): Promise<Projected> {
  return projectPaperRowsToIndex(targets, paperIndexName(targets.index.indexPrefix), paperIds);
}

export async function projectPaperRowsToIndex(targets: ProjectionTargets, index: string, paperIds: string[]): Promise<Projected> {
  const result: Projected = { stored: 0, refused: [] };
  for (const ids of chunks(paperIds, targets.batchSize)) {
    const rows = await loadPaperRows(targets.prisma, ids);
    const vectors = await paperVectors(targets, rows);
    const refused = await onEngine('elasticsearch', () => indexPapers(targets.elasticsearch, index, rows, vectors));
    result.stored += rows.length - refused.length;
    result.refused.push(...refused);
  }
  return result;
}

export async function projectCitations(targets: ProjectionTargets, citations: CitationRow[]): Promise<Projected> {
  const result: Projected = { stored: 0, refused: [] };
  for (const batch of chunks(citations, targets.batchSize * 10)) {
    const refused = await writeIsolatingRefusals(batch, citationId, (items) => upsertGraphCitations(targets.neo4j, items));
    result.stored += batch.length - refused.length;
    result.refused.push(...refused);
  }
  return result;
}

export function citationId(citation: CitationRow): string {
  return edgeKey(citation.citingId, citation.citedId);
}

export async function projectTalks(targets: ProjectionTargets, talkIds: string[]): Promise<Projected> {
  if (talkIds.length === 0) return { stored: 0, refused: [] };
  if (targets.embedder) {
    // Talk vectors are queries, not documents: they only go to the cache, ready for ranking.
    await targets.embedder.talks(await targets.prisma.talk.findMany({ where: { id: { in: talkIds } } }));
  }
  const rows = await loadTalkRows(targets.prisma, talkIds);
  const refused = await writeIsolatingRefusals(rows, (row) => row.id, (batch) => upsertGraphTalks(targets.neo4j, batch));
  return { stored: rows.length - refused.length, refused };
}

export async function refreshSearchIndex(targets: ProjectionTargets): Promise<void> {
  await onEngine('elasticsearch', () => refreshPaperIndex(targets.elasticsearch, paperIndexName(targets.index.indexPrefix)));
}
