/**
 * Merging the search index's segments after a large ingestion, so the first queries after it run
 * at full speed. A bulk load leaves Elasticsearch with dozens of segments that it merges in the
 * background for minutes, and every segment is searched on its own (kNN walks one HNSW graph per
 * segment): at 100,000 papers the benchmark straight after an ingestion ran at 10.1 answers/s and
 * p95 334 / 274 ms instead of 16.4/s and 177 / 143 ms (issue #53). Small ingestions (a GraphQL
 * batch, a few files of a library) are left to Elasticsearch's own merging: a full merge per small
 * batch would cost more than it buys.
 */
import { compactPaperIndex, paperIndexName, segmentCount } from '../search';
import { onEngine } from './engine-failure';
import type { ProjectionTargets } from './project-records';

export const COMPACT_MODES = ['auto', 'always', 'never'] as const;
export type CompactMode = (typeof COMPACT_MODES)[number];

/** From this many papers written to the index in one command, `auto` merges (a 10,000-paper load leaves tens of segments). */
export const AUTO_COMPACT_MIN_PAPERS = 10_000;

/** Whether a command that wrote `papersIndexed` papers to the index merges it afterwards. Pure. */
export function compactsAfterIngest(mode: CompactMode, papersIndexed: number): boolean {
  if (mode === 'never' || papersIndexed === 0) return false;
  return mode === 'always' || papersIndexed >= AUTO_COMPACT_MIN_PAPERS;
}

export interface Compaction {
  segmentsBefore: number;
  segmentsAfter: number;
  milliseconds: number;
}

/** Merges the served index into one segment and waits for the merge (minutes at 100k papers). */
export async function compactSearchIndex(targets: ProjectionTargets): Promise<Compaction> {
  const client = targets.elasticsearch;
  const index = paperIndexName(targets.index.indexPrefix);
  const started = performance.now();
  const segmentsBefore = await onEngine('elasticsearch', () => segmentCount(client, index));
  await onEngine('elasticsearch', () => compactPaperIndex(client, index));
  const segmentsAfter = await onEngine('elasticsearch', () => segmentCount(client, index));
  return { segmentsBefore, segmentsAfter, milliseconds: performance.now() - started };
}
