import pg from 'pg';
import type { PostgresSettings } from './postgres-settings';

/** Creates the configured database when missing (a fresh cluster only has `postgres`). */
export async function ensureDatabase(settings: PostgresSettings): Promise<boolean> {
  const admin = new pg.Client({ ...settings, database: 'postgres' });
  await admin.connect();
  try {
    const existing = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [settings.database]);
    if (existing.rowCount !== 0) return false;
    // Identifiers cannot be bound as parameters: escape it the way PostgreSQL does.
    await admin.query(`CREATE DATABASE ${pg.escapeIdentifier(settings.database)}`);
    return true;
  } finally {
    await admin.end();
  }
}
