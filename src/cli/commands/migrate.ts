import { loadConfig } from '../../config';
import { ensureDatabase, applyMigrations, readMigrations } from '../../db';
import { repoPath } from '../../common/repo-path';

export async function runMigrate(): Promise<number> {
  const { postgres } = loadConfig();
  if (await ensureDatabase(postgres)) console.log(`created database ${postgres.database}`);
  const applied = await applyMigrations(postgres, await readMigrations(repoPath('prisma', 'migrations')));
  console.log(applied.length === 0 ? 'database schema is up to date' : `applied migrations: ${applied.join(', ')}`);
  return 0;
}
