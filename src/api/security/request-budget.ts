/**
 * Stops resolving fields once the request's time budget is spent (or its client went away):
 * engine calls already running are cancelled by their adapters (common/request-scope.ts), and
 * no new ones start.
 */
import type { MiddlewareFn } from 'type-graphql';
import { currentRequest } from '../../common/request-scope';
import { RefgraphError } from '../../errors/refgraph-error';
import type { Context } from '../context';

export function requestTimeoutError(timeoutMs: number): RefgraphError {
  return new RefgraphError('QUERY_TIMEOUT', `the request ran past its ${timeoutMs} ms budget; ask for less`, { timeoutMs });
}

export function requestBudget(timeoutMs: number): MiddlewareFn<Context> {
  return async (_action, next) => {
    if (currentRequest()?.signal.aborted) throw requestTimeoutError(timeoutMs);
    return next();
  };
}
