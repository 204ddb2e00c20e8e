/**
 * PostgreSQL access through Prisma's JS engine and the pg driver adapter
 * (Prisma 6.19 offline: no native query engine is downloaded).
 */
import { PrismaClient } from '@prisma/client';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { currentRequest, millisecondsLeft } from '../common/request-scope';
import { engineTimedOut } from '../errors/engine-errors';
import type { PostgresSettings } from './postgres-settings';

/**
 * pg waits forever for a connection by default; an unresponsive PostgreSQL should fail in seconds
 * (a stopped one refuses at once). 2 s was too short on a loaded machine: opening a connection took
 * longer, and an ingestion stopped half-way on "Connection terminated due to connection timeout".
 */
const CONNECTION_TIMEOUT_MS = 10_000;

export function createPrismaClient(settings: PostgresSettings): PrismaClient {
  const { callTimeoutMs, ...connection } = settings;
  const pool = new pg.Pool({ ...connection, max: 10, connectionTimeoutMillis: CONNECTION_TIMEOUT_MS });
  return new PrismaClient({ adapter: new PrismaPg(withRequestDeadline(pool, callTimeoutMs), { disposeExternalPool: true }) });
}

/**
 * Inside an API request (common/request-scope.ts), a query that has not answered within
 * `callTimeoutMs` is answered ENGINE_TIMEOUT naming postgres, when that comes before the request's
 * budget: a hung PostgreSQL (SIGSTOP) holding pooled connections otherwise kept the request until
 * the budget's QUERY_TIMEOUT, which does not say which engine failed. The query itself is not
 * cancelled (pg cannot without a second connection); its connection returns to the pool when it
 * ends. Queries of interactive transactions (pool.connect), of writes and outside requests are not bounded here.
 * Prisma hands our error back as a PrismaClientKnownRequestError keeping its code, which
 * errors/engine-errors.ts reads (checked against the real engine).
 */
function withRequestDeadline(pool: pg.Pool, callTimeoutMs: number): pg.Pool {
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  const bounded = (...args: unknown[]): unknown => {
    const left = millisecondsLeft();
    // Callback-style calls, calls outside a request or in a write (it runs to its end), or past whose end the budget stops first.
    if (left === undefined || currentRequest()?.write === true || callTimeoutMs >= left || args.some((a) => typeof a === 'function')) return query(...args);
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<never>((_resolve, reject) => (timer = setTimeout(() => reject(engineTimedOut('postgres', callTimeoutMs)), callTimeoutMs)));
    return Promise.race([query(...args), timedOut]).finally(() => clearTimeout(timer));
  };
  pool.query = bounded as typeof pool.query;
  return pool;
}
