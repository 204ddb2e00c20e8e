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
  /** Requests without a key are served as `reader` (true) or refused with UNAUTHENTICATED. Off unless set. */
  anonymousRead: boolean;
  /** Off unless set: the demo (scripts/start.sh) turns it on, a deployment decides for itself. */
  introspection: boolean;
  /**
   * Addresses and CIDRs of the reverse proxies in front of the API (Express's `trust proxy`): a
   * request's address comes from X-Forwarded-For only when its direct peer is one of them.
   * Empty: the socket's address, whatever the headers say.
   */
  trustedProxies: string[];
  /** Failed authentications one client address may make per minute before RATE_LIMITED (no PostgreSQL lookup past it). */
  authFailuresPerMinute: number;
  /** Internal error messages reach clients (development only); never stack traces or driver text. */
  developmentErrors: boolean;
  /** Origins browsers may call the API from; empty: same origin only. */
  corsOrigins: string[];
  /** Budget of one request: engine calls are cancelled and QUERY_TIMEOUT returned past it. */
  requestTimeoutMs: number;
  /** A write (mutation) is never cut: its engine calls must each end within this (Neo4j's transaction timeout). */
  writeTimeoutMs: number;
  maxBodyBytes: number;
  /** Deepest nesting of arrays and objects a JSON body may have; refused before it is parsed. */
  maxBodyDepth: number;
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
