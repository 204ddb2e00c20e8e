/**
 * db: PostgreSQL, the source of truth. It owns the connection settings, the Prisma client,
 * creating the database, applying the checked-in migrations, paging through paper, talk and
 * citation rows for the projections, and the library's vocabulary (field-of-study and venue
 * names with their paper counts, and the cache the API checks filters against).
 */
export { ensureDatabase } from './ensure-database';
export { applyMigrations, readMigrations } from './migrate';
export { CitationRow, PaperRow, citationPages, loadPaperRows, loadTalkRows, paperIdPages } from './paper-rows';
export type { TalkRow } from './paper-rows';
export type { PostgresSettings } from './postgres-settings';
export { createPrismaClient } from './prisma';
export { paperIdByIdentifier } from './paper-lookup';
export { citationCounts, referenceCounts } from './citation-counts';
export { fieldOfStudyPage, loadVocabulary, venuePage, venuePaperCounts } from './vocabulary';
export type { CountPage, CountPageRequest, CountPosition, NamedCount, Vocabulary } from './vocabulary';
export { VocabularyCache } from './vocabulary-cache';
export { newestPaperYear } from './newest-year';
export { citingPapersPerYear } from './citing-years';
export { storedLanguageCounts } from './language-counts';
export { readCachedTitleTranslations, titleKey, writeCachedTitleTranslations } from './title-translation-cache';
