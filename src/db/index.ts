/**
 * db: PostgreSQL, the source of truth. It owns the connection settings, the Prisma client,
 * creating the database, applying the checked-in migrations, and paging through paper,
 * talk and citation rows for the projections.
 */
export { ensureDatabase } from './ensure-database';
export { applyMigrations, readMigrations } from './migrate';
export { CitationRow, PaperRow, citationPages, loadPaperRows, loadTalkRows, paperIdPages } from './paper-rows';
export type { TalkRow } from './paper-rows';
export { PostgresSettings, postgresSettingsFromEnv } from './postgres-settings';
export { createPrismaClient } from './prisma';
export { paperIdByIdentifier } from './paper-lookup';
export { citationCounts } from './citation-counts';
