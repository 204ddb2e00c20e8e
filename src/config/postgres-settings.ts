/**
 * PostgreSQL's connection from the settings table: loadConfig's part, and all prisma.config.ts
 * needs (the Prisma CLI loads that file on its own, so it parses this one group and nothing else).
 */
import type { PostgresSettings } from '../db';
import { configInvalid, parseSettings } from './parse-settings';
import { POSTGRES } from './settings/postgres';
import type { Values } from './settings/setting';

export function postgresSettings(values: Values<typeof POSTGRES.settings>): PostgresSettings {
  return {
    host: values.REFGRAPH_PG_HOST,
    port: values.REFGRAPH_PG_PORT,
    user: values.REFGRAPH_PG_USER,
    password: values.REFGRAPH_PG_PASSWORD ?? undefined,
    database: values.REFGRAPH_PG_DATABASE,
    callTimeoutMs: values.REFGRAPH_PG_CALL_TIMEOUT_MS,
  };
}

export function postgresSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): PostgresSettings {
  const { values, problems } = parseSettings(env, 'batch', POSTGRES.settings);
  if (problems.length > 0) throw configInvalid(problems, Object.keys(POSTGRES.settings));
  return postgresSettings(values);
}
