/** Every API error code as a sentence a reader of the page understands. Pure. */
import { ApiError } from './graphql-client';

const MESSAGES: Record<string, (error: ApiError) => string> = {
  INVALID_ARGUMENT: (e) => `That input is not accepted: ${e.message}.`,
  BAD_REQUEST: (e) => `The API refused the request: ${e.message}.`,
  GRAPHQL_VALIDATION_FAILED: (e) => `The API refused the request: ${e.message}.`,
  NOT_FOUND: (e) => `Not found: ${e.message}.`,
  UNAUTHENTICATED: () => 'This needs an API key: paste one in the key box at the top of the page.',
  FORBIDDEN: () => "Your API key's role does not allow this (it needs a key with more rights, e.g. admin).",
  RATE_LIMITED: (e) => `Too many requests for now; try again in ${String(e.extensions.retryAfterSeconds ?? 60)} s.`,
  QUERY_TOO_LARGE: (e) => `The request is larger than the server allows: ${e.message}. Ask for fewer results or a smaller neighbourhood.`,
  QUERY_TOO_COMPLEX: (e) => `The request is more work than the server allows: ${e.message}.`,
  QUERY_TIMEOUT: () => 'The query took longer than the server allows; narrow it down and try again.',
  ENGINE_UNAVAILABLE: (e) => `${engineName(e)} is down right now, so this part cannot answer; the rest of the explorer still works.`,
  ENGINE_TIMEOUT: (e) => `${engineName(e)} is too slow to answer right now; the rest of the explorer still works.`,
  GRAPH_ALGORITHM_FAILED: () => 'The graph algorithm is not available on this server.',
  MODEL_UNAVAILABLE: () => 'The sentence encoder is not available on this server, so meaning-based search cannot run.',
  INDEX_OUTDATED: (e) => `The search index must be rebuilt by the operator: ${e.message}.`,
  PROJECTIONS_BUSY: () => 'An ingestion is running; try again in a moment.',
  NETWORK: () => 'The API did not answer: is the server running?',
  BAD_RESPONSE: (e) => `The API answered something unexpected: ${e.message}.`,
  INTERNAL_SERVER_ERROR: (e) => `The server failed on this request${requestIdOf(e)}; the operator can look it up in the logs.`,
};

function engineName(error: ApiError): string {
  const engine = error.extensions.engine;
  return typeof engine === 'string' ? engine : 'An engine';
}

function requestIdOf(error: ApiError): string {
  const id = error.extensions.requestId;
  return typeof id === 'string' ? ` (request ${id})` : '';
}

export function readableError(error: unknown): { code: string; text: string } {
  if (!(error instanceof ApiError)) return { code: 'UNEXPECTED', text: `Something unexpected happened in the page: ${String(error)}.` };
  const describe = MESSAGES[error.code] ?? ((e: ApiError) => `The API refused the request (${e.code}): ${e.message}.`);
  return { code: error.code, text: describe(error) };
}
