/** Writes papers from PostgreSQL rows into the Elasticsearch papers index. */
import type { Client } from '@elastic/elasticsearch';
import type { PaperRow } from '../db';
import { indexOutdated } from '../errors/refgraph-error';
import { bm25ParametersOf } from './bm25-parameters';
import { concretePaperIndexName, createConcretePaperIndex } from './paper-alias';
import { paperDocumentJson, paperIndexName, PaperIndexSettings } from './paper-index';
import type { TitleTranslations } from './title-translations';

/** A paper an engine refused, with the engine's own reason. */
export interface RefusedRecord {
  id: string;
  reason: string;
}

/**
 * What makes the live index older than this build's mapping, or null: a title field naming its
 * own similarity (indexes built before issue #27), no field for translated titles (before them),
 * no field holding title and abstract as one (before BM25 read the one-field document frequency).
 */
async function outdatedMapping(client: Client, index: string): Promise<string | null> {
  const mappings = Object.values(await client.indices.getMapping({ index }));
  if (mappings.some((mapping) => (mapping.mappings.properties?.title as { similarity?: unknown } | undefined)?.similarity !== undefined)) return 'BM25 per field';
  if (mappings.some((mapping) => mapping.mappings.properties?.titleTranslations === undefined)) return 'no translated titles';
  if (mappings.some((mapping) => mapping.mappings.properties?.text === undefined)) return 'no field holding title and abstract as one';
  return null;
}

/**
 * Refuses, with INDEX_OUTDATED naming the rebuild, an existing index this build's queries cannot
 * read: BM25 would skip the fields it lacks and rank without them, silently. No index is fine
 * (ingestion creates one).
 */
export async function assertPaperIndexCurrent(client: Client, index: string): Promise<void> {
  if (await client.indices.exists({ index })) await refuseOutdated(client, index);
}

async function refuseOutdated(client: Client, index: string): Promise<void> {
  const outdated = await outdatedMapping(client, index);
  if (outdated !== null) throw indexOutdated(index, outdated);
}

/** The papers index ingestion writes into, and whether it scores with the configured BM25 pair. */
export interface PaperIndexState {
  index: string;
  /** False: an index created under older defaults (or other REFGRAPH_BM25_K1/_B), to be rebuilt. */
  scoresWithConfiguredBm25: boolean;
}

/**
 * Creates the papers index when there is none, and says whether an existing one scores with the
 * configured BM25 pair: one that does not would otherwise keep scoring with its own, and the
 * configured values would silently mean nothing (projections/prepare-projections.ts rebuilds it
 * beside the live one; changing it in place would close it under its readers). An index whose
 * mapping lacks what this build's queries read is refused with INDEX_OUTDATED, which names the
 * rebuild.
 */
export async function ensurePaperIndex(client: Client, settings: PaperIndexSettings): Promise<PaperIndexState> {
  const index = paperIndexName(settings.indexPrefix);
  if (!(await client.indices.exists({ index }))) {
    // A first index is already a concrete one behind the alias (paper-alias.ts), so reindex can swap it.
    await createConcretePaperIndex(client, concretePaperIndexName(index, new Date()), settings, index);
    return { index, scoresWithConfiguredBm25: true };
  }
  await refuseOutdated(client, index);
  const current = await bm25ParametersOf(client, index);
  return { index, scoresWithConfiguredBm25: current?.k1 === settings.bm25.k1 && current.b === settings.bm25.b };
}

/** One paper's bulk lines, serialised once so requests can be sized in bytes. */
export interface PaperBulkItem {
  id: string;
  index: string;
  /** The document as JSON. */
  document: string;
  bytes: number;
}

export function paperBulkItems(
  index: string,
  rows: PaperRow[],
  embeddings: ReadonlyMap<string, Float32Array> = new Map(),
  titleTranslations: ReadonlyMap<string, TitleTranslations> = new Map(),
): PaperBulkItem[] {
  return rows.map((row) => {
    const document = paperDocumentJson(row, embeddings.get(row.id), titleTranslations.get(row.id));
    return { id: row.id, index, document, bytes: Buffer.byteLength(document) + 2 * row.id.length + 100 };
  });
}

type BulkResponseItem = { status: number; _id?: string | null; error?: { type: string; reason?: string | null } };

function refusal(item: BulkResponseItem | undefined, id: string): RefusedRecord {
  return { id, reason: `${item?.error?.type ?? 'unknown'}: ${item?.error?.reason ?? ''}`.trim() };
}

/**
 * Writes the items: each is created, and the papers the index already holds are updated instead,
 * with detect_noop (the default) so an unchanged paper writes nothing and re-ingesting the same
 * data leaves no deleted copies behind to skew BM25's statistics. (Creating is about a third
 * cheaper than an upsert for a paper the index lacks, most papers of an ingestion.) Returns the
 * papers Elasticsearch refused, each with its reason (a bulk request succeeds as a whole and
 * reports failures per item). An unreachable cluster throws.
 */
export async function bulkWritePapers(client: Client, items: PaperBulkItem[]): Promise<RefusedRecord[]> {
  if (items.length === 0) return [];
  const refused: RefusedRecord[] = [];
  const existing: PaperBulkItem[] = [];
  // Strings are sent as they are (the client's NDJSON serialiser passes them through).
  const created = await client.bulk<string>({
    operations: items.flatMap((item) => [JSON.stringify({ create: { _index: item.index, _id: item.id } }), item.document]),
    refresh: false,
  });
  if (created.errors) {
    created.items.forEach(({ create }, i) => {
      if (create?.error === undefined) return;
      if (create.status === 409) existing.push(items[i]!);
      else refused.push(refusal(create, items[i]!.id));
    });
  }
  if (existing.length === 0) return refused;
  const updated = await client.bulk<string>({
    operations: existing.flatMap((item) => [JSON.stringify({ update: { _index: item.index, _id: item.id } }), `{"doc":${item.document},"doc_as_upsert":true}`]),
    refresh: false,
  });
  if (updated.errors) {
    updated.items.forEach(({ update }, i) => {
      if (update?.error !== undefined) refused.push(refusal(update, existing[i]!.id));
    });
  }
  return refused;
}

/**
 * Removes papers' documents (through the alias). A paper the index lacks is no failure: the
 * caller deletes what PostgreSQL held, and a document already gone is what it wants. Returns
 * the documents Elasticsearch refused to delete, each with its reason.
 */
export async function deletePaperDocuments(client: Client, index: string, ids: string[]): Promise<RefusedRecord[]> {
  if (ids.length === 0) return [];
  const response = await client.bulk({ operations: ids.map((id) => ({ delete: { _index: index, _id: id } })), refresh: false });
  if (!response.errors) return [];
  return response.items.flatMap(({ delete: item }, i) => (item?.error !== undefined && item.status !== 404 ? [refusal(item, ids[i]!)] : []));
}

export async function refreshPaperIndex(client: Client, index: string): Promise<void> {
  await client.indices.refresh({ index });
}

/** Generous: a merge that runs this long is better reported than waited for. */
const FORCE_MERGE_DEADLINE_MS = 60 * 60_000;
const FORCE_MERGE_POLL_MS = 2_000;

/**
 * After a rebuild: one segment, so the index's state depends on its content alone. (Merging after
 * every ingestion would not do that: Elasticsearch keeps the soft-deleted copies of updated papers
 * for up to 30 s under retention leases, and they count in BM25's statistics; it would also cost a
 * full merge per small GraphQL batch. Ingestion instead writes each paper once per run and skips
 * unchanged ones.)
 */
export async function compactPaperIndex(client: Client, index: string): Promise<void> {
  // A merge of a large index with vectors takes minutes (108k ACM-CR papers: over a minute), and a
  // blocking call cannot wait that long: the client's HTTP layer (undici) cuts every request at the
  // client-wide 60 s whatever per-request timeout is asked for. So the merge runs as a task and is polled.
  const { task } = await client.indices.forcemerge({ index, max_num_segments: 1, wait_for_completion: false });
  if (task) await awaitTask(client, task, FORCE_MERGE_DEADLINE_MS);
  await client.indices.refresh({ index });
}

async function awaitTask(client: Client, taskId: string, deadlineMs: number): Promise<void> {
  const started = Date.now();
  for (;;) {
    const status = await client.tasks.get({ task_id: taskId });
    if (status.error) throw new Error(`Elasticsearch task ${taskId} failed: ${status.error.reason ?? status.error.type}`);
    if (status.completed) return;
    if (Date.now() - started > deadlineMs) throw new Error(`Elasticsearch task ${taskId} still running after ${deadlineMs / 60_000} min`);
    await new Promise((resolve) => setTimeout(resolve, FORCE_MERGE_POLL_MS));
  }
}

/** Segments of the index's primary shards (each is searched on its own). */
export async function segmentCount(client: Client, index: string): Promise<number> {
  const stats = await client.indices.stats({ index, metric: 'segments' });
  return stats._all.primaries?.segments?.count ?? 0;
}

export async function countIndexedPapers(client: Client, index: string): Promise<number> {
  if (!(await client.indices.exists({ index }))) return 0;
  return (await client.count({ index })).count;
}

/** Every paper id in the index (through the alias), read in pages of 5,000 without their documents. */
export async function indexedPaperIds(client: Client, index: string): Promise<string[]> {
  if (!(await client.indices.exists({ index }))) return [];
  const ids: string[] = [];
  const pages = client.helpers.scrollSearch<unknown>({ index, _source: false, size: 5_000, sort: ['_doc'], query: { match_all: {} } });
  for await (const page of pages) for (const hit of page.body.hits.hits) ids.push(hit._id!);
  return ids;
}
