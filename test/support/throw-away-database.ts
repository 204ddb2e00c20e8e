/**
 * A PostgreSQL database of its own for a suite that migrates from nothing (the migration tests),
 * beside the test database on the same server: `drop` before and after, so a failed run leaves
 * nothing that the next one would start from.
 */
import pg from 'pg';
import { loadConfig } from '../../src/config/config';

export function throwAwayDatabase(suffix: string) {
  const base = loadConfig().postgres;
  const settings = { ...base, database: `${base.database}_${suffix}` };
  const drop = async (): Promise<void> => {
    const admin = new pg.Client({ ...base, database: 'postgres' });
    await admin.connect();
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(settings.database)} WITH (FORCE)`);
    } finally {
      await admin.end();
    }
  };
  return { settings, drop };
}
