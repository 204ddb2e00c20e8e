/**
 * The command line prints typed errors: a driver's error that escaped (an engine that went down
 * outside a projection call) becomes ENGINE_UNAVAILABLE or ENGINE_TIMEOUT naming the engine, by
 * the one classification the API uses (src/errors/engine-errors.ts), with the driver's first
 * line for the operator. Anything it does not recognise (a bug, a refused query) stays as it is:
 * calling that an outage would send the operator after the wrong cause.
 */
import { engineFailure } from '../errors/engine-errors';
import { RefgraphError } from '../errors/refgraph-error';
import { reasonOf } from '../projections';

export function asTypedError(error: unknown): unknown {
  if (error instanceof RefgraphError || !(error instanceof Error)) return error;
  const failure = engineFailure(error);
  return failure === null ? error : new RefgraphError(failure.code, `${failure.message} (${reasonOf(error)})`, failure.details);
}
