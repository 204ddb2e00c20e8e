import pg from 'pg';
import { loadConfig } from '../../src/config/config';
import { ensureDatabase } from '../../src/db/ensure-database';
import { applyMigrations, readMigrations } from '../../src/db/migrate';
import { repoPath } from '../../src/common/repo-path';

describe('migrations on a real PostgreSQL', () => {
  const base = loadConfig().postgres;
  const settings = { ...base, database: `${base.database}_migrate_check` };

  const dropDatabase = async () => {
    const admin = new pg.Client({ ...base, database: 'postgres' });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${pg.escapeIdentifier(settings.database)} WITH (FORCE)`);
    await admin.end();
  };

  beforeAll(dropDatabase);
  afterAll(dropDatabase);

  it('creates the database, applies every migration once, then does nothing', async () => {
    expect(await ensureDatabase(settings)).toBe(true);
    expect(await ensureDatabase(settings)).toBe(false);
    const migrations = await readMigrations(repoPath('prisma', 'migrations'));
    expect(await applyMigrations(settings, migrations)).toEqual(migrations.map((m) => m.name));
    expect(await applyMigrations(settings, migrations)).toEqual([]);
  });

  it('refuses a migration edited after it was applied', async () => {
    const [first, ...rest] = await readMigrations(repoPath('prisma', 'migrations'));
    const edited = { ...first!, sql: `${first!.sql}\n-- edited`, checksum: 'different' };
    await expect(applyMigrations(settings, [edited, ...rest])).rejects.toMatchObject({ code: 'MIGRATION_FAILED' });
  });

  it('rolls back a failing migration and names it', async () => {
    const broken = { name: '99999999999999_broken', sql: 'CREATE TABLE "Half" (id INT); SELECT no_such_function();', checksum: 'x' };
    await expect(applyMigrations(settings, [broken])).rejects.toMatchObject({ code: 'MIGRATION_FAILED', details: { migration: broken.name } });
    const client = new pg.Client(settings);
    await client.connect();
    const { rowCount } = await client.query(`SELECT 1 FROM pg_tables WHERE tablename = 'Half'`);
    await client.end();
    expect(rowCount).toBe(0);
  });
});
