/**
 * Settings of the HTTP/GraphQL face (exposure, limits, budgets): their shape, declared here below
 * the face that reads them, and how the settings table's values fill it.
 */
import type { SettingValues } from './settings';


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
  /** Longest library text (`matchReferences`' BibTeX, RIS, CSL-JSON or Crossref) and most entries it may hold. */
  maxLibraryCharacters: number;
  maxLibraryEntries: number;
  query: QueryLimits;
  anonymousLimit: RateLimit;
  keyLimit: RateLimit;
}

export function apiSettings(values: SettingValues): ApiSettings {
  return {
    host: values.REFGRAPH_API_HOST,
    port: values.REFGRAPH_API_PORT,
    maxPageSize: values.REFGRAPH_MAX_PAGE_SIZE,
    maxIngestBatch: values.REFGRAPH_MAX_INGEST_BATCH,
    // Off whatever the bind address: behind a reverse proxy on loopback (docs/security.md's TLS
    // set-up) every request comes from 127.0.0.1, so "bound to loopback" never meant "local only".
    anonymousRead: values.REFGRAPH_ANONYMOUS_READ,
    introspection: values.REFGRAPH_INTROSPECTION,
    trustedProxies: values.REFGRAPH_TRUSTED_PROXIES,
    authFailuresPerMinute: values.REFGRAPH_AUTH_FAILURES_PER_MINUTE,
    developmentErrors: values.NODE_ENV === 'development',
    corsOrigins: values.REFGRAPH_CORS_ORIGINS,
    requestTimeoutMs: values.REFGRAPH_REQUEST_TIMEOUT_MS,
    writeTimeoutMs: values.REFGRAPH_WRITE_TIMEOUT_MS,
    maxBodyBytes: values.REFGRAPH_MAX_BODY_BYTES,
    maxBodyDepth: values.REFGRAPH_MAX_BODY_DEPTH,
    maxResponseBytes: values.REFGRAPH_MAX_RESPONSE_BYTES,
    maxTextCharacters: values.REFGRAPH_MAX_TEXT_CHARACTERS,
    maxStringCharacters: values.REFGRAPH_MAX_STRING_CHARACTERS,
    maxListItems: values.REFGRAPH_MAX_LIST_ITEMS,
    maxLibraryCharacters: values.REFGRAPH_MAX_LIBRARY_CHARACTERS,
    maxLibraryEntries: values.REFGRAPH_MAX_LIBRARY_ENTRIES,
    query: {
      maxDepth: values.REFGRAPH_QUERY_MAX_DEPTH,
      maxAliases: values.REFGRAPH_QUERY_MAX_ALIASES,
      maxDirectives: values.REFGRAPH_QUERY_MAX_DIRECTIVES,
      maxTokens: values.REFGRAPH_QUERY_MAX_TOKENS,
      maxCost: values.REFGRAPH_QUERY_MAX_COST,
    },
    anonymousLimit: {
      requestsPerMinute: values.REFGRAPH_ANONYMOUS_REQUESTS_PER_MINUTE,
      costPerMinute: values.REFGRAPH_ANONYMOUS_COST_PER_MINUTE,
      encoderMsPerMinute: values.REFGRAPH_ANONYMOUS_ENCODER_MS_PER_MINUTE,
    },
    keyLimit: {
      requestsPerMinute: values.REFGRAPH_KEY_REQUESTS_PER_MINUTE,
      costPerMinute: values.REFGRAPH_KEY_COST_PER_MINUTE,
      encoderMsPerMinute: values.REFGRAPH_KEY_ENCODER_MS_PER_MINUTE,
    },
  };
}
