/**
 * The papers index of another encoder (issue #51): built beside the served one while that one
 * keeps answering, served by one alias swap, and the index it replaced kept under
 * `<alias>.previous` for `refgraph models rollback encoder` (one swap back; the one kept before is
 * deleted). Each index built or taken out of service here says in its mapping's `_meta` which
 * encoder's vectors it holds, so a rollback serves the kept index only when it is the right
 * encoder's and holds every paper PostgreSQL does (ingestion after the swap wrote to the served
 * index only). The caller holds the projection lock from the build to the swap: a reindex or an
 * ingestion meanwhile would drop the unserved index or miss it. Adapter: Elasticsearch.
 */
import { indexEncoder, paperIndexName, previousPaperIndex, setIndexEncoder, swapPaperAliasKeepingPrevious, countIndexedPapers } from '../search';
import { onEngine } from './engine-failure';
import type { ProjectionTargets } from './project-records';
import { buildPaperIndex, SearchRebuild } from './rebuild-search-index';

/** A new index with `targets.embedder`'s vectors (the encoder named), not served. */
export async function buildEncoderIndex(targets: ProjectionTargets, encoder: string | null, onPapers: (done: number) => void): Promise<SearchRebuild> {
  const built = await buildPaperIndex(targets, onPapers);
  await onEngine('elasticsearch', () => setIndexEncoder(targets.elasticsearch, built.index, encoder));
  return built;
}

export interface EncoderSwap {
  /** The index that served before, kept for a rollback. */
  kept: string[];
  /** The index kept by the swap before, deleted. */
  deleted: string[];
}

/**
 * Serves `index`; the index serving until now (its vectors `servingEncoder`'s, written into its
 * `_meta` when reindex built it without) is kept under `<alias>.previous`.
 */
export async function swapEncoderIndex(targets: Pick<ProjectionTargets, 'elasticsearch' | 'index'>, index: string, servingEncoder: string | null): Promise<EncoderSwap> {
  const client = targets.elasticsearch;
  const alias = paperIndexName(targets.index.indexPrefix);
  return onEngine('elasticsearch', async () => {
    const swap = await swapPaperAliasKeepingPrevious(client, alias, index);
    for (const kept of swap.kept) if ((await indexEncoder(client, kept)) === undefined) await setIndexEncoder(client, kept, servingEncoder);
    if (swap.dropped.length > 0) await client.indices.delete({ index: swap.dropped });
    return { kept: swap.kept, deleted: swap.dropped };
  });
}

/** The kept index when it holds `encoder`'s vectors of all `papers`; null otherwise (it must be built again). */
export async function keptIndexOf(targets: Pick<ProjectionTargets, 'elasticsearch' | 'index'>, encoder: string | null, papers: number): Promise<string | null> {
  const client = targets.elasticsearch;
  return onEngine('elasticsearch', async () => {
    const kept = await previousPaperIndex(client, paperIndexName(targets.index.indexPrefix));
    if (kept === null || (await indexEncoder(client, kept)) !== encoder) return null;
    return (await countIndexedPapers(client, kept)) === papers ? kept : null;
  });
}

/** Deletes an index built here that is not served (refused by the gate, or rolled back). */
export async function deleteEncoderIndex(targets: Pick<ProjectionTargets, 'elasticsearch'>, index: string): Promise<void> {
  await onEngine('elasticsearch', () => targets.elasticsearch.indices.delete({ index, ignore_unavailable: true }));
}
