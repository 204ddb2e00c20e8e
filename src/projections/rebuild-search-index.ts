/**
 * Rebuilds the Elasticsearch papers index from PostgreSQL without readers ever seeing an empty or
 * partial index: a new concrete index is filled beside the live one, merged, counted, and only
 * then does the alias move to it (one atomic `_aliases` call); the old index is deleted after.
 * A failure before the move deletes the new index and leaves the live one as it was.
 */
import { paperIdPages } from '../db';
import { indexPaperPages, ProjectionTargets } from './project-records';
import { concretePaperIndexName, createConcretePaperIndex, livePaperIndex, movePaperAlias, paperIndices, paperIndexName, previousPaperIndex, compactPaperIndex, countIndexedPapers, RefusedRecord } from '../search';
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
  const built = await buildPaperIndex(targets, onPapers);
  try {
    const previous = await onEngine('elasticsearch', () => movePaperAlias(client, alias, built.index));
    if (previous.length > 0) await onEngine('elasticsearch', () => client.indices.delete({ index: previous }));
    return built;
  } catch (error) {
    await client.indices.delete({ index: built.index, ignore_unavailable: true }).catch(() => undefined);
    throw error;
  }
}

/**
 * A new concrete papers index filled from PostgreSQL (vectors by targets.embedder), merged and
 * counted, not yet served: the caller moves the alias to it. A failure deletes it. The caller
 * holds the projection lock (abandoned indices are dropped first).
 */
export async function buildPaperIndex(targets: ProjectionTargets, onPapers: (done: number) => void): Promise<SearchRebuild> {
  const client = targets.elasticsearch;
  await onEngine('elasticsearch', () => dropAbandonedIndices(targets));
  const index = concretePaperIndexName(paperIndexName(targets.index.indexPrefix), new Date());
  await onEngine('elasticsearch', () => createConcretePaperIndex(client, index, targets.index));
  try {
    let done = 0;
    const written = await indexPaperPages(targets, index, paperIdPages(targets.prisma, targets.batchSize), { onWritten: (papers) => onPapers((done += papers)) });
    const { refused } = written;
    // Merged before the move: readers get a one-segment index with no deleted copies (exact BM25 statistics).
    await onEngine('elasticsearch', () => compactPaperIndex(client, index));
    const indexed = await onEngine('elasticsearch', () => countIndexedPapers(client, index));
    if (indexed !== written.stored) {
      throw new RefgraphError(
        'ENGINE_UNAVAILABLE',
        `Elasticsearch: the new index ${index} holds ${indexed} papers where ${written.stored} were written; the alias stays on the live index`,
        { engine: 'elasticsearch' },
      );
    }
    return { index, papers: indexed, refused };
  } catch (error) {
    await client.indices.delete({ index, ignore_unavailable: true }).catch(() => undefined);
    throw error;
  }
}

/**
 * Concrete papers indices the alias does not point to: left by a reindex that was killed before
 * its swap. Safe to drop, since the projection lock says no other reindex is running. The index an
 * encoder swap kept for a rollback (`<alias>.previous`) stays.
 */
async function dropAbandonedIndices(targets: ProjectionTargets): Promise<void> {
  const client = targets.elasticsearch;
  const alias = paperIndexName(targets.index.indexPrefix);
  const live = await livePaperIndex(client, alias);
  const kept = await previousPaperIndex(client, alias);
  const keep = new Set([...(live.kind === 'alias' ? live.indices : [alias]), ...(kept === null ? [] : [kept])]);
  const abandoned = (await paperIndices(client, targets.index.indexPrefix)).filter((name) => !keep.has(name));
  if (abandoned.length > 0) await client.indices.delete({ index: abandoned });
}
