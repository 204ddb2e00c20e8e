/**
 * PostgreSQL access through Prisma's JS engine and the pg driver adapter
 * (Prisma 6.19 offline: no native query engine is downloaded).
 */
import { PrismaClient } from '@prisma/client';
import { PrismaPg } from '@prisma/adapter-pg';
import type { PostgresSettings } from './postgres-settings';

/** pg waits forever for a connection by default; a stopped PostgreSQL should fail in seconds. */
const CONNECTION_TIMEOUT_MS = 2_000;

export function createPrismaClient(settings: PostgresSettings): PrismaClient {
  return new PrismaClient({ adapter: new PrismaPg({ ...settings, max: 10, connectionTimeoutMillis: CONNECTION_TIMEOUT_MS }) });
}
