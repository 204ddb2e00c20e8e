/**
 * The pages' only back end: GraphQL POSTs to the API that served them (same origin). A typed API
 * error (extensions.code) comes back as an ApiError, so views can say what went wrong in words.
 */
import { authorizationHeader } from './api-key';

/** The API's endpoint: the root of the origin that served the page. */
export const GRAPHQL_ENDPOINT = '/';

export interface GraphQLErrorBody {
  message: string;
  extensions?: { code?: string; engine?: string; [key: string]: unknown };
}

export class ApiError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly extensions: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Runs one operation; resolves to its data or rejects with an ApiError (never a bare TypeError). */
export async function graphql<T>(query: string, variables: Record<string, unknown> = {}, signal?: AbortSignal): Promise<T> {
  let response: Response;
  try {
    response = await fetch(GRAPHQL_ENDPOINT, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...authorizationHeader() },
      body: JSON.stringify({ query, variables }),
      signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new ApiError('NETWORK', 'the API did not answer');
  }
  let body: { data?: T; errors?: GraphQLErrorBody[] };
  try {
    body = (await response.json()) as typeof body;
  } catch {
    throw new ApiError('BAD_RESPONSE', `the API answered HTTP ${response.status} without a GraphQL body`);
  }
  const first = body.errors?.[0];
  if (first) throw new ApiError(first.extensions?.code ?? 'INTERNAL_SERVER_ERROR', first.message, first.extensions ?? {});
  if (body.data === undefined) throw new ApiError('BAD_RESPONSE', 'the API answered without data');
  return body.data;
}
