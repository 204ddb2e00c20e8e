/**
 * One place where errors become GraphQL errors. A RefgraphError keeps its message and code; an
 * engine that is down or slow becomes ENGINE_UNAVAILABLE / ENGINE_TIMEOUT naming the engine only;
 * GraphQL's own request errors pass through; anything else is logged once, with the request id,
 * and masked as INTERNAL_SERVER_ERROR (its message shown only with developmentErrors). Clients get
 * the request id in every error, never a stack trace, host, port or driver text.
 */
import type { GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { currentRequest } from '../common/request-scope';
import { engineFailure } from '../errors/engine-errors';
import { RefgraphError } from '../errors/refgraph-error';

const CLIENT_ERROR_CODES = new Set(['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED', 'BAD_USER_INPUT', 'BAD_REQUEST', 'PERSISTED_QUERY_NOT_FOUND', 'OPERATION_RESOLUTION_FAILURE']);
/** Codes our own limits report from validation rules and plugins (already typed and safe). */
const TYPED_CODES = new Set(['QUERY_TOO_COMPLEX', 'RATE_LIMITED', 'QUERY_TIMEOUT', 'FORBIDDEN', 'UNAUTHENTICATED']);

export interface MaskingOptions {
  developmentErrors: boolean;
  logInternal: (error: unknown, requestId: string | undefined) => void;
  countEngineError: (engine: string, code: string) => void;
}

function typed(formatted: GraphQLFormattedError, error: RefgraphError, requestId: string | undefined): GraphQLFormattedError {
  return { message: error.message, locations: formatted.locations, path: formatted.path, extensions: { ...error.details, code: error.code, requestId } };
}

export function maskErrors(options: MaskingOptions) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const requestId = currentRequest()?.requestId;
    const original = unwrapResolverError(error);
    if (original instanceof RefgraphError) return typed(formatted, original, requestId);
    const engine = engineFailure(original);
    if (engine) {
      if (typeof engine.details.engine === 'string') options.countEngineError(engine.details.engine, engine.code);
      options.logInternal(original, requestId);
      return typed(formatted, engine, requestId);
    }
    const { stacktrace: _stack, refgraphCode, ...extensions } = formatted.extensions ?? {};
    const code = typeof refgraphCode === 'string' ? refgraphCode : extensions.code;
    if (typeof code === 'string' && (CLIENT_ERROR_CODES.has(code) || TYPED_CODES.has(code))) {
      return { ...formatted, extensions: { ...extensions, code, requestId } };
    }
    options.logInternal(original, requestId);
    return {
      message: options.developmentErrors ? formatted.message : `Internal server error (request ${requestId ?? 'unknown'})`,
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code: 'INTERNAL_SERVER_ERROR', requestId },
    };
  };
}
