/**
 * PostgreSQL connection settings, shared by the server and by prisma.config.ts; read from the
 * environment by config/postgres-settings.ts.
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

export function postgresUrl(settings: PostgresSettings): string {
  const credentials = settings.password
    ? `${encodeURIComponent(settings.user)}:${encodeURIComponent(settings.password)}`
    : encodeURIComponent(settings.user);
  return `postgresql://${credentials}@${settings.host}:${settings.port}/${settings.database}`;
}
