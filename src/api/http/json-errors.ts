/** GraphQL-shaped JSON error bodies for failures outside GraphQL execution (HTTP layer). */
import type { Response } from 'express';
import { typedFailure } from '../../errors/engine-errors';
import { RefgraphError } from '../../errors/refgraph-error';
import type { ApiMetrics } from '../observability/metrics';

const HTTP_STATUS: Record<string, number> = {
  BAD_REQUEST: 400,
  QUERY_TOO_COMPLEX: 400,
  INVALID_ARGUMENT: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  QUERY_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  ENGINE_UNAVAILABLE: 503,
  ENGINE_TIMEOUT: 504,
  QUERY_TIMEOUT: 504,
};

export function sendError(response: Response, error: RefgraphError, requestId: string): void {
  const status = HTTP_STATUS[error.code] ?? 500;
  if (error.code === 'RATE_LIMITED') response.setHeader('retry-after', String(error.details.retryAfterSeconds ?? 60));
  if (error.code === 'UNAUTHENTICATED') response.setHeader('www-authenticate', 'Bearer');
  response.status(status).json({ errors: [{ message: error.message, extensions: { ...error.details, code: error.code, requestId } }] });
}

/**
 * A limit that refused the request, or an engine down (PostgreSQL while checking a key), answered
 * as JSON and counted; false for anything else, which the caller passes on as an internal error.
 */
export function sendTypedFailure(response: Response, error: unknown, metrics: ApiMetrics): boolean {
  const typed = typedFailure(error);
  if (!typed) return false;
  if (error instanceof RefgraphError) metrics.refused(typed.code);
  sendError(response, typed, String(response.locals.requestId));
  return true;
}
