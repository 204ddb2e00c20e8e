/**
 * Readies both projections for a write that holds the projection lock (ingestion, deletion): the
 * papers index exists and scores with the configured BM25 pair, and the graph has its constraints.
 * An index under another pair (older defaults, other REFGRAPH_BM25_K1/_B) is rebuilt beside the
 * live one and swapped in, as reindex does: changing its similarity in place would close it, and
 * every search meanwhile would fail.
 */
import { applyGraphConstraints } from '../graph';
import { ensurePaperIndex } from '../search';
import { onEngine } from './engine-failure';
import type { ProjectionTargets } from './project-records';
import { rebuildSearchIndex } from './rebuild-search-index';

export async function prepareProjections(targets: ProjectionTargets): Promise<void> {
  const state = await onEngine('elasticsearch', () => ensurePaperIndex(targets.elasticsearch, targets.index));
  if (!state.scoresWithConfiguredBm25) await rebuildSearchIndex(targets, () => {});
  await onEngine('neo4j', () => applyGraphConstraints(targets.neo4j));
}
