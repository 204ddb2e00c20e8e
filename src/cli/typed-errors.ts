/**
 * The command line prints typed errors only: a driver's error that escaped (an engine that went
 * down outside a projection call) becomes ENGINE_UNAVAILABLE naming the engine, with the
 * driver's first line, never its stack trace. Duck-typed by name: drivers' classes may come from
 * other module copies.
 */
import { RefgraphError } from '../errors/refgraph-error';
import { engineUnavailable } from '../projections/engine-failure';

const ELASTICSEARCH_ERRORS = new Set(['ConnectionError', 'NoLivingConnectionsError', 'TimeoutError', 'ResponseError']);

export function asTypedError(error: unknown): unknown {
  if (error instanceof RefgraphError || !(error instanceof Error)) return error;
  const name = error.constructor?.name ?? error.name;
  if (name.startsWith('PrismaClient') || name === 'DriverAdapterError' || (error as { code?: unknown }).code === 'ECONNREFUSED') {
    return engineUnavailable('postgres', error);
  }
  if (ELASTICSEARCH_ERRORS.has(name)) return engineUnavailable('elasticsearch', error);
  if (name === 'Neo4jError') return engineUnavailable('neo4j', error);
  return error;
}
