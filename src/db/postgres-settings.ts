/**
 * PostgreSQL connection settings, shared by the server and by prisma.config.ts
 * (the Prisma CLI loads that file on its own, before our config module exists).
 */
export interface PostgresSettings {
  host: string;
  port: number;
  user: string;
  password: string | undefined;
  database: string;
  /** Longest one query may take inside an API request before ENGINE_TIMEOUT (db/prisma.ts). */
  callTimeoutMs: number;
}

/** As for Elasticsearch and Neo4j (config/config.ts): well inside the default 10 s request budget. */
export const DEFAULT_PG_CALL_TIMEOUT_MS = 4_000;

export function postgresSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): PostgresSettings {
  return {
    host: env.REFGRAPH_PG_HOST ?? '127.0.0.1',
    port: Number(env.REFGRAPH_PG_PORT ?? 5433),
    user: env.REFGRAPH_PG_USER ?? 'refgraph',
    password: env.REFGRAPH_PG_PASSWORD || undefined,
    database: env.REFGRAPH_PG_DATABASE ?? 'refgraph',
    callTimeoutMs: Number(env.REFGRAPH_PG_CALL_TIMEOUT_MS || DEFAULT_PG_CALL_TIMEOUT_MS),
  };
}

export function postgresUrl(settings: PostgresSettings): string {
  const credentials = settings.password
    ? `${encodeURIComponent(settings.user)}:${encodeURIComponent(settings.password)}`
    : encodeURIComponent(settings.user);
  return `postgresql://${credentials}@${settings.host}:${settings.port}/${settings.database}`;
}
