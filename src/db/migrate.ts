/**
 * Applies the checked-in migrations in prisma/migrations/<name>/migration.sql, in name order,
 * each in its own transaction, and records them with a checksum.
 *
 * Why not `prisma migrate deploy`: with @prisma/adapter-pg 6.19.3 every migrate command fails
 * on PostgreSQL 18 ("Column type 'name' could not be deserialized", prisma/orm#27403), and the
 * classic engine needs a download. New migration SQL is still produced by Prisma
 * (`npx prisma migrate diff --from-migrations prisma/migrations --to-schema-datamodel
 * prisma/schema.prisma --script`, with the engines running), only applying it is ours.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { PostgresSettings } from './postgres-settings';
import { RefgraphError } from '../errors/refgraph-error';

export interface Migration {
  name: string;
  sql: string;
  checksum: string;
}

export async function readMigrations(directory: string): Promise<Migration[]> {
  const entries = await readdir(directory, { withFileTypes: true });
  const names = entries.filter((e) => e.isDirectory()).map((e) => e.name).sort();
  return Promise.all(
    names.map(async (name) => {
      const sql = await readFile(path.join(directory, name, 'migration.sql'), 'utf8');
      return { name, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    }),
  );
}

/** Returns the names of the migrations it applied (empty when the database was up to date). */
export async function applyMigrations(settings: PostgresSettings, migrations: Migration[]): Promise<string[]> {
  const client = new pg.Client(settings);
  await client.connect();
  try {
    await client.query(`CREATE TABLE IF NOT EXISTS "_refgraph_migrations" (
      name TEXT PRIMARY KEY, checksum TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())`);
    const applied = new Map<string, string>(
      (await client.query<{ name: string; checksum: string }>('SELECT name, checksum FROM "_refgraph_migrations"')).rows.map(
        (row) => [row.name, row.checksum],
      ),
    );
    const appliedNow: string[] = [];
    for (const migration of migrations) {
      const recorded = applied.get(migration.name);
      if (recorded !== undefined) {
        if (recorded !== migration.checksum) {
          throw new RefgraphError('MIGRATION_FAILED', `migration ${migration.name} was edited after it was applied`, {
            migration: migration.name,
          });
        }
        continue;
      }
      await client.query('BEGIN');
      try {
        await client.query(migration.sql);
        await client.query('INSERT INTO "_refgraph_migrations" (name, checksum) VALUES ($1, $2)', [
          migration.name,
          migration.checksum,
        ]);
        await client.query('COMMIT');
      } catch (error) {
        await client.query('ROLLBACK');
        throw new RefgraphError('MIGRATION_FAILED', `migration ${migration.name} failed: ${(error as Error).message}`, {
          migration: migration.name,
        });
      }
      appliedNow.push(migration.name);
    }
    return appliedNow;
  } finally {
    await client.end();
  }
}
