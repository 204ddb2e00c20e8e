/**
 * PostgreSQL access through Prisma's JS engine and the pg driver adapter
 * (Prisma 6.19 offline: no native query engine is downloaded).
 */
import { PrismaClient } from '@prisma/client';
import { PrismaPg } from '@prisma/adapter-pg';
import type { PostgresSettings } from './postgres-settings';

/**
 * pg waits forever for a connection by default; an unresponsive PostgreSQL should fail in seconds
 * (a stopped one refuses at once). 2 s was too short on a loaded machine: opening a connection took
 * longer, and an ingestion stopped half-way on "Connection terminated due to connection timeout".
 */
const CONNECTION_TIMEOUT_MS = 10_000;

export function createPrismaClient(settings: PostgresSettings): PrismaClient {
  return new PrismaClient({ adapter: new PrismaPg({ ...settings, max: 10, connectionTimeoutMillis: CONNECTION_TIMEOUT_MS }) });
}
