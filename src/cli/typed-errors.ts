/**
 * The command line prints typed errors only: a driver's error that escaped (an engine that went
 * down outside a projection call) becomes ENGINE_UNAVAILABLE naming the engine, with the
 * driver's first line, never its stack trace. What the API's classification does not recognise is
 * matched by class name (drivers' classes may come from other module copies).
 */
import { engineFailure } from '../errors/engine-errors';
import { RefgraphError } from '../errors/refgraph-error';
import { engineUnavailable, reasonOf } from '../projections';

const ELASTICSEARCH_ERRORS = new Set(['ConnectionError', 'NoLivingConnectionsError', 'TimeoutError', 'ResponseError']);

export function asTypedError(error: unknown): unknown {
  if (error instanceof RefgraphError || !(error instanceof Error)) return error;
  // The API's classification first (src/errors/engine-errors.ts); an operator also gets the driver's first line.
  const failure = engineFailure(error);
  if (failure !== null) return new RefgraphError(failure.code, `${failure.message} (${reasonOf(error)})`, failure.details);
  const name = error.constructor?.name ?? error.name;
  if (name.startsWith('PrismaClient') || name === 'DriverAdapterError' || (error as { code?: unknown }).code === 'ECONNREFUSED') {
    return engineUnavailable('postgres', error);
  }
  if (ELASTICSEARCH_ERRORS.has(name)) return engineUnavailable('elasticsearch', error);
  if (name === 'Neo4jError') return engineUnavailable('neo4j', error);
  return error;
}
