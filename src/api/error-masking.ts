/**
 * One place where errors become GraphQL errors: a RefgraphError keeps its message and code;
 * GraphQL's own request errors pass through; anything else is logged once and masked.
 */
import type { GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { RefgraphError } from '../errors/refgraph-error';

const CLIENT_ERROR_CODES = new Set(['GRAPHQL_PARSE_FAILED', 'GRAPHQL_VALIDATION_FAILED', 'BAD_USER_INPUT', 'BAD_REQUEST', 'PERSISTED_QUERY_NOT_FOUND']);

export function maskErrors(options: { exposeInternalMessages: boolean; log: (error: unknown) => void }) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    if (original instanceof RefgraphError) {
      return { ...formatted, message: original.message, extensions: { ...original.details, code: original.code } };
    }
    const code = formatted.extensions?.code;
    if (typeof code === 'string' && CLIENT_ERROR_CODES.has(code)) return formatted;
    options.log(original);
    return {
      message: options.exposeInternalMessages ? formatted.message : 'Internal server error',
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code: 'INTERNAL_SERVER_ERROR' },
    };
  };
}
