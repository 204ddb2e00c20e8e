/**
 * Settings of the HTTP/GraphQL face (exposure, limits, budgets): declared here, below the face
 * that reads them, and parsed by config.ts.
 */

export interface RateLimit {
  requestsPerMinute: number;
  /** Sum of the estimated costs (see api/security/query-cost.ts) of a minute's requests. */
  costPerMinute: number;
  /** Milliseconds of sentence-encoder runs a minute (embed/encoder-gate.ts). */
  encoderMsPerMinute: number;
}

export interface QueryLimits {
  maxDepth: number;
  maxAliases: number;
  maxDirectives: number;
  maxTokens: number;
  maxCost: number;
}

export interface ApiSettings {
  host: string;
  port: number;
  maxPageSize: number;
  maxIngestBatch: number;
  /** Requests without a key are served as `reader` (true) or refused with UNAUTHENTICATED. */
  anonymousRead: boolean;
  introspection: boolean;
  /** Internal error messages reach clients (development only); never stack traces or driver text. */
  developmentErrors: boolean;
  /** Origins browsers may call the API from; empty: same origin only. */
  corsOrigins: string[];
  /** Budget of one request: engine calls are cancelled and QUERY_TIMEOUT returned past it. */
  requestTimeoutMs: number;
  /** A write (mutation) is never cut: its engine calls must each end within this (Neo4j's transaction timeout). */
  writeTimeoutMs: number;
  maxBodyBytes: number;
  maxResponseBytes: number;
  /** Longest free text (search query, citation context, title, abstract) an argument may hold. */
  maxTextCharacters: number;
  /** Longest string any other argument (ids, names, filter values) may hold. */
  maxStringCharacters: number;
  /** Most items in a list argument (ids, languages, filter values). */
  maxListItems: number;
  query: QueryLimits;
  anonymousLimit: RateLimit;
  keyLimit: RateLimit;
}

/** The demo binds to loopback: anonymous reads and introspection are on there and off elsewhere. */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}
