/**
 * Elasticsearch's own bulk rate on the documents an ingestion just wrote: the ceiling ingestion is
 * measured against (issue #53). The served index's documents (vectors and translated titles
 * included, as ingestion built them) are read back, then written into a scratch index with the
 * same mapping, in the same request sizes and with as many requests in flight as ingestion uses;
 * only the writes and the final refresh are timed. The scratch index is deleted after.
 */
import type { Client } from '@elastic/elasticsearch';
import { sizedBatches } from '../common/batches';
import { TaskQueue } from '../common/task-queue';
import { BULK_CONCURRENCY, BULK_MAX_BYTES } from '../projections';
import type { ProjectionTargets } from '../projections';
import { bulkWritePapers, createConcretePaperIndex, paperIndexName } from '../search';
import type { PaperBulkItem } from '../search';

export interface BulkAlone<Spent> {
  documents: number;
  seconds: number;
  /** What `measure` read over the timed writes. */
  spent: Spent;
}

async function servedDocuments(client: Client, index: string, scratch: string): Promise<PaperBulkItem[]> {
  const items: PaperBulkItem[] = [];
  const pages = client.helpers.scrollSearch<Record<string, unknown>>({ index, size: 1_000, sort: ['_doc'], query: { match_all: {} } });
  for await (const page of pages) {
    for (const hit of page.body.hits.hits) {
      const document = JSON.stringify(hit._source);
      items.push({ id: hit._id!, index: scratch, document, bytes: Buffer.byteLength(document) });
    }
  }
  return items;
}

/** `measure` starts when the timed writes do; the function it returns is called when they end. */
export async function bulkAlone<Spent>(targets: ProjectionTargets, measure: () => () => Spent): Promise<BulkAlone<Spent>> {
  const client = targets.elasticsearch;
  const served = paperIndexName(targets.index.indexPrefix);
  const scratch = `${served}-bulk-alone`;
  await client.indices.delete({ index: scratch, ignore_unavailable: true });
  const items = await servedDocuments(client, served, scratch);
  await createConcretePaperIndex(client, scratch, targets.index);
  try {
    const requests = new TaskQueue(BULK_CONCURRENCY, BULK_CONCURRENCY + 1);
    const started = performance.now();
    const reading = measure();
    try {
      for (const batch of sizedBatches(items, (item) => item.bytes, BULK_MAX_BYTES)) {
        await requests.push(async () => {
          const refused = await bulkWritePapers(client, batch);
          if (refused.length > 0) throw new Error(`bulk alone: Elasticsearch refused ${refused.length} documents, e.g. ${refused[0]!.id}: ${refused[0]!.reason}`);
        });
      }
      await requests.drain();
    } finally {
      await requests.stop();
    }
    await client.indices.refresh({ index: scratch });
    return { documents: items.length, seconds: (performance.now() - started) / 1000, spent: reading() };
  } finally {
    await client.indices.delete({ index: scratch, ignore_unavailable: true });
  }
}
