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
}

export function postgresSettingsFromEnv(env: NodeJS.ProcessEnv = process.env): PostgresSettings {
  return {
    host: env.REFGRAPH_PG_HOST ?? '127.0.0.1',
    port: Number(env.REFGRAPH_PG_PORT ?? 5433),
    user: env.REFGRAPH_PG_USER ?? 'refgraph',
    password: env.REFGRAPH_PG_PASSWORD || undefined,
    database: env.REFGRAPH_PG_DATABASE ?? 'refgraph',
  };
}

export function postgresUrl(settings: PostgresSettings): string {
  const credentials = settings.password
    ? `${encodeURIComponent(settings.user)}:${encodeURIComponent(settings.password)}`
    : encodeURIComponent(settings.user);
  return `postgresql://${credentials}@${settings.host}:${settings.port}/${settings.database}`;
}
