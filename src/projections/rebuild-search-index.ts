/**
 * Rebuilds the Elasticsearch papers index from PostgreSQL without readers ever seeing an empty or
 * partial index: a new concrete index is filled beside the live one, merged, counted, and only
 * then does the alias move to it (one atomic `_aliases` call); the old index is deleted after.
 * A failure before the move deletes the new index and leaves the live one as it was.
 */
import { paperIdPages, loadPaperRows } from '../db';
import { paperVectors, ProjectionTargets } from './project-records';
import { concretePaperIndexName, createConcretePaperIndex, livePaperIndex, movePaperAlias, paperIndices, paperIndexName, compactPaperIndex, countIndexedPapers, indexPapers, RefusedRecord } from '../search';
import { RefgraphError } from '../errors/refgraph-error';
import { onEngine } from './engine-failure';

export interface SearchRebuild {
  index: string;
  papers: number;
  refused: RefusedRecord[];
}

export async function rebuildSearchIndex(targets: ProjectionTargets, onPapers: (done: number) => void): Promise<SearchRebuild> {
  const client = targets.elasticsearch;
  const alias = paperIndexName(targets.index.indexPrefix);
  await onEngine('elasticsearch', () => dropAbandonedIndices(targets));
  const index = concretePaperIndexName(alias, new Date());
  await onEngine('elasticsearch', () => createConcretePaperIndex(client, index, targets.index));
  try {
    const refused: RefusedRecord[] = [];
    let done = 0;
    for await (const ids of paperIdPages(targets.prisma, targets.batchSize)) {
      const rows = await loadPaperRows(targets.prisma, ids);
      const vectors = await paperVectors(targets, rows);
      refused.push(...(await onEngine('elasticsearch', () => indexPapers(client, index, rows, vectors))));
      done += rows.length;
      onPapers(done);
    }
    // Merged before the move: readers get a one-segment index with no deleted copies (exact BM25 statistics).
    await onEngine('elasticsearch', () => compactPaperIndex(client, index));
    const indexed = await onEngine('elasticsearch', () => countIndexedPapers(client, index));
    if (indexed !== done - refused.length) {
      throw new RefgraphError(
        'ENGINE_UNAVAILABLE',
        `Elasticsearch: the new index ${index} holds ${indexed} papers where ${done - refused.length} were written; the alias stays on the live index`,
        { engine: 'elasticsearch' },
      );
    }
    const previous = await onEngine('elasticsearch', () => movePaperAlias(client, alias, index));
    if (previous.length > 0) await onEngine('elasticsearch', () => client.indices.delete({ index: previous }));
    return { index, papers: indexed, refused };
  } catch (error) {
    await client.indices.delete({ index, ignore_unavailable: true }).catch(() => undefined);
    throw error;
  }
}

/**
 * Concrete papers indices the alias does not point to: left by a reindex that was killed before
 * its swap. Safe to drop, since the projection lock says no other reindex is running.
 */
async function dropAbandonedIndices(targets: ProjectionTargets): Promise<void> {
  const client = targets.elasticsearch;
  const alias = paperIndexName(targets.index.indexPrefix);
  const live = await livePaperIndex(client, alias);
  const keep = new Set(live.kind === 'alias' ? live.indices : [alias]);
  const abandoned = (await paperIndices(client, targets.index.indexPrefix)).filter((name) => !keep.has(name));
  if (abandoned.length > 0) await client.indices.delete({ index: abandoned });
}
