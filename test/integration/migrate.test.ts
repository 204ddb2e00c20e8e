import pg from 'pg';
import { throwAwayDatabase } from '../support/throw-away-database';
import { ensureDatabase } from '../../src/db/ensure-database';
import { applyMigrations, readMigrations } from '../../src/db/migrate';
import { repoPath } from '../../src/common/repo-path';

describe('migrations on a real PostgreSQL', () => {
  const { settings, drop } = throwAwayDatabase('migrate_check');

  beforeAll(drop);
  afterAll(drop);

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
