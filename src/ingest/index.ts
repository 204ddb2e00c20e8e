/**
 * ingest: records in (JSONL, OpenAlex works, plain paper and citation lists) → validated,
 * normalised records → PostgreSQL (the source of truth) → the projections, in batches, under
 * the projection lock. It owns the record formats and their limits (ids, text lengths), the
 * run records of each ingestion, MERGE and REPLACE (merge.ts), deleting papers and talks, and
 * the audit of every write (audit.ts). A user's library comes in through files/ (BibTeX, RIS,
 * CSL-JSON, Crossref), whose papers, like OpenAlex works, are matched to the stored ones
 * (matching/: the rule, the enrichment, a library matched without writing). Pure: formats, validate, limits, files/ (but read-source), matching/ (but match-candidates, match-batch, match-library). Adapters: store,
 * pipeline, files/read-source.
 */
export { INGEST_FORMATS, IngestFormat, readRecord } from './formats';
export { countSourceItems, readSource, readSourceText, WHOLE_FILE_FORMATS } from './files/read-source';
export type { SourceItem } from './files/source-items';
export { authorDisplayNames } from './author-list';
export { DEFAULT_INGEST_LIMITS, IngestLimits, idProblem } from './limits';
export { INGEST_MODES, IngestMode } from './merge';
export { deleteRecords } from './delete-records';
export type { DeleteReport, DeleteRequest } from './delete-records';
export { AUDIT_ID_LIMIT, CLI_ACTOR } from './audit';
export type { Actor } from './audit';
export type { IngestProgress, IngestSource, IngestTargets } from './pipeline';
export { bareDoi, EXTERNAL_ID_KEYS, EXTERNAL_ID_KINDS, storedForms } from './identifiers';
export type { ExternalIdKind } from './identifiers';
export { ingest, MATCHED_FORMATS } from './pipeline';
export type { IngestReport } from './pipeline';
export { LIBRARY_FORMATS, libraryFormatOf, matchLibrary, matchLibraryFile } from './matching/match-library';
export type { LibraryEntry, LibraryFormat, LibraryOptions } from './matching/match-library';
export { bestMatch, DEFAULT_YEAR_RULE, MATCH_METHODS, matchKeys, YEAR_RULES } from './matching/match-rule';
export type { Match, MatchInput, MatchKeys, MatchMethod, YearRule } from './matching/match-rule';
export { recordMatchInput } from './matching/match-input';
export { enrichedRecord } from './matching/enrich';
export type { RecordMatch } from './matching/match-batch';
export type { PaperRecord } from './records';
