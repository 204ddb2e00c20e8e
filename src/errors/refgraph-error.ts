/**
 * Every intentional failure in Refgraph is a RefgraphError with a code.
 * The API maps codes to GraphQL error extensions in one place (api/error-masking.ts);
 * anything that is not a RefgraphError is treated as an internal error.
 */
export const ERROR_CODES = [
  'CONFIG_INVALID',
  'INVALID_ARGUMENT',
  'NOT_FOUND',
  'RECORD_INVALID',
  'FILE_UNREADABLE',
  'ENGINE_UNAVAILABLE',
  'MIGRATION_FAILED',
  'MODEL_UNAVAILABLE',
  'MODEL_INVALID',
  /** A request whose size or estimated work exceeds a configured cap: refused before it runs. */
  'QUERY_TOO_LARGE',
  /** A graph query that ran past the Neo4j transaction timeout. */
  'QUERY_TIMEOUT',
  /** A graph algorithm (OpenGDS) is missing or failed. */
  'GRAPH_ALGORITHM_FAILED',
  /** An engine did not answer within its timeout (it is up but slow, or hung). */
  'ENGINE_TIMEOUT',
  /** A GraphQL document over a depth, alias, token, directive or cost limit: refused before it runs. */
  'QUERY_TOO_COMPLEX',
  /** No valid API key where one is needed. */
  'UNAUTHENTICATED',
  /** A valid key whose role does not allow the operation. */
  'FORBIDDEN',
  /** A key (or an anonymous address) over its requests or query cost per minute. */
  'RATE_LIMITED',
  /** A malformed HTTP request (not JSON, no query). */
  'BAD_REQUEST',
  /** The search index was built by an older Refgraph: `refgraph reindex --target elasticsearch` rebuilds it. */
  'INDEX_OUTDATED',
  /** Another ingestion or reindex holds the projection lock, and the caller asked not to wait. */
  'PROJECTIONS_BUSY',
  /** A projection holds fewer or more papers than PostgreSQL: evaluating on it would rank a corpus other than the one judged. */
  'PROJECTIONS_INCOMPLETE',
  /** Vectors given for ingestion were made by another model than the configured encoder. */
  'VECTOR_MODEL_MISMATCH',
  /** The Python environment for encoder training is missing or stale: scripts/training/setup-venv.sh makes it. */
  'TRAINING_UNAVAILABLE',
  /** The Python trainer stopped without a typed error of its own (a crash): its last lines say why. */
  'TRAINING_FAILED',
  /** A candidate model whose validation interval does not clear zero, promoted without --force: the gate's figures say why. */
  'PROMOTION_REFUSED',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export class RefgraphError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'RefgraphError';
  }
}

/** Issue #27 moved BM25 to the index's default similarity; indexes built before carry per-field ones. */
export function indexOutdated(index?: string, reason = 'BM25 per field'): RefgraphError {
  return new RefgraphError(
    'INDEX_OUTDATED',
    `the search index${index ? ` ${index}` : ''} was built by an older Refgraph (${reason}); rebuild it with: refgraph reindex --target elasticsearch (it swaps in a new index, searches keep working meanwhile)`,
    index ? { index } : {},
  );
}

export function invalidArgument(argument: string, message: string): RefgraphError {
  return new RefgraphError('INVALID_ARGUMENT', `${argument}: ${message}`, { argument });
}

export function notFound(kind: string, id: string): RefgraphError {
  return new RefgraphError('NOT_FOUND', `${kind} '${id}' not found`, { kind, id });
}

/** NOT_FOUND naming every id that is not stored (the first 20 in the message, all in `extensions.ids`). */
export function papersNotFound(ids: readonly string[]): RefgraphError {
  const shown = `${ids.slice(0, 20).join(', ')}${ids.length > 20 ? ', ...' : ''}`;
  return new RefgraphError('NOT_FOUND', `${ids.length === 1 ? 'paper' : 'papers'} not found: ${shown}`, { kind: 'paper', ids: [...ids] });
}

/** A requested size above its configured cap (QUERY_TOO_LARGE), naming the setting that sets it. */
export function overCap(argument: string, value: number, cap: number, setting: string): RefgraphError {
  return new RefgraphError('QUERY_TOO_LARGE', `${argument}: at most ${cap} (${setting}), got ${value}`, { argument, value, cap, setting });
}
