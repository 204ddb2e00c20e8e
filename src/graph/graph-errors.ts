/** Which Neo4j failures of a graph query are the caller's to know about, as typed errors. Pure. */
import { RefgraphError } from '../errors/refgraph-error';

const TIMEOUT_CODES = new Set(['Neo.ClientError.Transaction.TransactionTimedOut', 'Neo.ClientError.Transaction.TransactionTimedOutClientConfiguration']);
/** Neo4j's per-transaction memory cap (set by our launcher) stops a query that grew too large. */
const MEMORY_CODES = new Set(['Neo.TransientError.General.MemoryPoolOutOfMemoryError', 'Neo.TransientError.General.TransactionMemoryLimit']);

/** A RefgraphError for a timed-out or memory-capped query; anything else is returned as it is. */
export function typedGraphError(error: unknown, query: string, timeoutMs: number): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string') return error;
  if (TIMEOUT_CODES.has(code)) {
    return new RefgraphError('QUERY_TIMEOUT', `${query}: stopped after the ${timeoutMs} ms graph query timeout; ask for less (smaller depth, fewer papers)`, {
      query,
      timeoutMs,
    });
  }
  if (MEMORY_CODES.has(code)) {
    return new RefgraphError('QUERY_TOO_LARGE', `${query}: needed more memory than Neo4j allows one transaction; ask for less`, { query });
  }
  return error;
}

/**
 * Failures of a GDS step as GRAPH_ALGORITHM_FAILED (OpenGDS not loaded, a procedure that failed),
 * keeping our typed errors (timeout, too large) and driver-side failures (Neo4j down) as they are.
 */
export function typedAlgorithmError(error: unknown, algorithm: string): unknown {
  if (error instanceof RefgraphError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code !== 'string' || !code.startsWith('Neo.')) return error;
  return new RefgraphError('GRAPH_ALGORITHM_FAILED', `${algorithm} failed in Neo4j (is OpenGDS loaded?): ${(error as Error).message}`, {
    algorithm,
    neo4jCode: code,
  });
}
