/**
 * Which driver failures mean "an engine is down or slow", as typed errors that name the engine
 * and nothing else: the driver's own text (hosts, ports, stack frames) stays in the server log.
 */
import { errors as elasticsearchErrors } from '@elastic/elasticsearch';
import { Prisma } from '@prisma/client';
import { Neo4jError } from 'neo4j-driver';
import { indexOutdated, RefgraphError } from './refgraph-error';

export type EngineName = 'postgres' | 'elasticsearch' | 'neo4j';

/** Socket-level codes of a peer that is gone or never answered. */
const CONNECTION_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND', 'ETIMEDOUT', 'EAI_AGAIN']);
/** PostgreSQL SQLSTATEs of a server shutting down or a connection lost (class 08, 57P01-57P03). */
const POSTGRES_DOWN_STATES = /^(08|57P0[1-3])/;
/** Prisma's codes for a database it cannot reach or that closed on it. */
const PRISMA_DOWN_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024']);
const NEO4J_DOWN_CODES = new Set(['ServiceUnavailable', 'SessionExpired']);
/**
 * The driver's pool gave up waiting for a connection (code 'N/A'): what a hung Neo4j (SIGSTOP)
 * gives, since its kernel still accepts the socket but the Bolt handshake is never answered.
 */
const NEO4J_ACQUISITION_TIMEOUT = /^Connection acquisition timed out/;
/**
 * pg's own messages for a connection that died under a query (they carry no code): seen when
 * PostgreSQL is killed while the pool holds connections, as a plain Error or a DriverAdapterError.
 */
const POSTGRES_DROPPED = /^(Connection terminated|terminating connection due to|Client has encountered a connection error)/;

function unavailable(engine: EngineName): RefgraphError {
  return new RefgraphError('ENGINE_UNAVAILABLE', `${engine} is unavailable; try again shortly`, { engine });
}

/** ENGINE_TIMEOUT naming the engine, and the per-call timeout that ran out when one did. */
export function engineTimedOut(engine: EngineName, timeoutMs?: number): RefgraphError {
  const within = timeoutMs === undefined ? 'in time' : `within ${timeoutMs} ms`;
  return new RefgraphError('ENGINE_TIMEOUT', `${engine} did not answer ${within}; try again shortly or ask for less`, timeoutMs === undefined ? { engine } : { engine, timeoutMs });
}

/** Every error in a cause chain (drivers wrap the socket error they got), at most 8 deep. */
export function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  for (let current = error; current && chain.length < 8; current = (current as { cause?: unknown }).cause) chain.push(current);
  return chain;
}

function postgresDropped(error: unknown): boolean {
  return causes(error).some((e) => typeof (e as { message?: unknown }).message === 'string' && POSTGRES_DROPPED.test((e as { message: string }).message));
}

function hasConnectionCode(error: unknown): boolean {
  return causes(error).some((e) => {
    const code = (e as { code?: unknown }).code;
    const errno = (e as { errno?: unknown }).errno;
    return (typeof code === 'string' && (CONNECTION_CODES.has(code) || POSTGRES_DOWN_STATES.test(code))) || (typeof errno === 'string' && CONNECTION_CODES.has(errno));
  });
}

function isPrismaError(error: unknown): boolean {
  return (
    error instanceof Prisma.PrismaClientKnownRequestError ||
    error instanceof Prisma.PrismaClientUnknownRequestError ||
    error instanceof Prisma.PrismaClientInitializationError ||
    error instanceof Prisma.PrismaClientRustPanicError ||
    (error as { name?: unknown } | null)?.name === 'DriverAdapterError'
  );
}

/** What a caller outside GraphQL can answer with: our typed error, or a classified engine failure. */
export function typedFailure(error: unknown): RefgraphError | null {
  return error instanceof RefgraphError ? error : engineFailure(error);
}

/**
 * The typed error for a failure of an engine that is down, refused the connection or timed out;
 * null for anything else (a bug, a refused query), which the caller keeps as an internal error.
 */
export function engineFailure(error: unknown): RefgraphError | null {
  // Our own cut at the request's budget (common/request-scope.ts), not a failing engine.
  if (error instanceof elasticsearchErrors.RequestAbortedError) return new RefgraphError('QUERY_TIMEOUT', 'the request was stopped at its time budget; ask for less');
  if (error instanceof elasticsearchErrors.TimeoutError) return engineTimedOut('elasticsearch');
  if (error instanceof elasticsearchErrors.ConnectionError || error instanceof elasticsearchErrors.NoLivingConnectionsError) return unavailable('elasticsearch');
  if (error instanceof elasticsearchErrors.ResponseError && (error.statusCode ?? 0) >= 502) return unavailable('elasticsearch');
  // A search on an index built before issue #27 (per-field BM25): say how to rebuild it.
  if (error instanceof elasticsearchErrors.ResponseError && /per-field similarities/.test(error.message)) return indexOutdated();
  if (error instanceof Neo4jError) {
    if (NEO4J_DOWN_CODES.has(error.code)) return unavailable('neo4j');
    if (error.code.includes('TransactionTimedOut') || NEO4J_ACQUISITION_TIMEOUT.test(error.message)) return engineTimedOut('neo4j');
    return null;
  }
  if (isPrismaError(error)) {
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && PRISMA_DOWN_CODES.has(code)) return unavailable('postgres');
    // Our own per-query timeout (db/prisma.ts), thrown in the pg pool: Prisma rewraps it as a
    // PrismaClientKnownRequestError that keeps only its code.
    if (code === 'ENGINE_TIMEOUT') return engineTimedOut('postgres');
    if (error instanceof Prisma.PrismaClientInitializationError || hasConnectionCode(error) || postgresDropped(error)) return unavailable('postgres');
    return null;
  }
  // pg's own errors (raw queries through the adapter's pool) carry the socket error's code.
  if (hasConnectionCode(error) || postgresDropped(error)) return unavailable('postgres');
  if ((error as { message?: unknown } | null)?.message === 'timeout exceeded when trying to connect') return engineTimedOut('postgres');
  return null;
}
