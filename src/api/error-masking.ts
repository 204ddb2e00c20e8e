/**
 * One place where errors become GraphQL errors. A RefgraphError keeps its message and code; an
 * engine that is down or slow becomes ENGINE_UNAVAILABLE / ENGINE_TIMEOUT naming the engine only;
 * GraphQL's own request errors pass through; anything else is logged once, with the request id,
 * and masked as INTERNAL_SERVER_ERROR (its message shown only with developmentErrors). Clients get
 * the request id in every error, never a stack trace, host, port or driver text.
 */
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { currentRequest } from '../common/request-scope';
import { engineFailure } from '../errors/engine-errors';
import { RefgraphError } from '../errors/refgraph-error';

const CLIENT_ERROR_CODES = new Set(['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED', 'BAD_USER_INPUT', 'BAD_REQUEST', 'PERSISTED_QUERY_NOT_FOUND', 'OPERATION_RESOLUTION_FAILURE']);
/** Codes our own limits report from validation rules and plugins (already typed and safe). */
const TYPED_CODES = new Set(['QUERY_TOO_COMPLEX', 'RATE_LIMITED', 'QUERY_TIMEOUT', 'FORBIDDEN', 'UNAUTHENTICATED']);

export interface MaskingOptions {
  developmentErrors: boolean;
  /**
   * Strip GraphQL's "Did you mean ...?" from client errors: with introspection off, suggestions
   * would spell out the schema one field, argument, type or enum value at a time.
   */
  hideSuggestions: boolean;
  logInternal: (error: unknown, requestId: string | undefined) => void;
  countEngineError: (engine: string, code: string) => void;
}

/** graphql-js's suggestion sentence ("Did you mean "x" or "y"?", "Did you mean the enum value "X"?"). */
const SUGGESTION = / ?Did you mean [^?]*\?/g;

/**
 * Apollo's own refusals that carry HTTP 400 but no code (a persisted query whose sha256Hash does
 * not match its text): the client's mistake, which Apollo would otherwise code INTERNAL_SERVER_ERROR.
 */
function isUncodedBadRequest(error: unknown): boolean {
  if (!(error instanceof GraphQLError) || error.extensions.code !== undefined) return false;
  return (error.extensions.http as { status?: unknown } | undefined)?.status === 400;
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
    const code = isUncodedBadRequest(original) ? 'BAD_REQUEST' : typeof refgraphCode === 'string' ? refgraphCode : extensions.code;
    if (typeof code === 'string' && (CLIENT_ERROR_CODES.has(code) || TYPED_CODES.has(code))) {
      const message = options.hideSuggestions ? formatted.message.replace(SUGGESTION, '') : formatted.message;
      return { ...formatted, message, extensions: { ...extensions, code, requestId } };
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
