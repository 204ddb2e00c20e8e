/**
 * Projections: the Elasticsearch index and the Neo4j graph as copies of PostgreSQL.
 * Owns rebuilding them (`reindex`: alias swap for Elasticsearch, upsert-and-sweep for Neo4j),
 * checking them (`verify`: id differences per kind; before an evaluation, their paper counts
 * against PostgreSQL's), counting them, the lock that serialises ingestion and reindex, the
 * recovery of runs left RUNNING by dead processes, and clones of the papers index for runs that
 * change its BM25 parameters (made under that lock, dropped after, abandoned ones swept).
 * Also the incremental writes after each ingestion batch (project-records.ts): Neo4j in UNWIND
 * batches, the embedding cache ahead of indexing, Elasticsearch in sized bulk requests a few at a time,
 * each paper's title translated into the other search languages on the way (title-translations.ts).
 */
export { projectionCounts, ProjectionCounts } from './counts';
export { diffIds, formatDiffs, IdDiff, isClean } from './id-diff';
export { recoverInterruptedRuns, withProjectionLock, INTERRUPTED_MESSAGE } from './projection-lock';
export { reindex, ReindexReport } from './reindex';
export { DEFAULT_SHOWN_IDS, PROJECTION_TARGETS, ProjectionTarget, verifyProjections, VerifyReport } from './verify';
export {
  cacheSuppliedVectors,
  cacheTalkVectors,
  projectCitations,
  projectPaperRowsToGraph,
  projectPapersToGraph,
  projectPapersToIndex,
  projectTalks,
  refreshGraphCitationCounts,
  refreshSearchIndex,
} from './project-records';
export type { ProjectionTargets } from './project-records';
export { BULK_CONCURRENCY, BULK_MAX_BYTES } from './project-records';
export { prepareProjections } from './prepare-projections';
export { AUTO_COMPACT_MIN_PAPERS, COMPACT_MODES, compactSearchIndex, compactsAfterIngest } from './compact-after-ingest';
export type { Compaction, CompactMode } from './compact-after-ingest';
export { removeFromProjections } from './remove-records';
export type { RemovedRecords } from './remove-records';
export type { TitleTranslator } from './title-translations';
export { onEngine, writeIsolatingRefusals } from './engine-failure';
export { ENGINE_NAMES, engineUnavailable, reasonOf } from './engine-failure';
export { edgeKey } from './id-diff';
export { assertProjectionsComplete, incompleteProjections } from './completeness';
export type { PaperCounts, PaperStores } from './completeness';
export { withPaperIndexClone } from './index-clone';
export type { IndexCloneSources } from './index-clone';
export { buildEncoderIndex, deleteEncoderIndex, keptIndexOf, swapEncoderIndex } from './encoder-index';
export type { EncoderSwap } from './encoder-index';
