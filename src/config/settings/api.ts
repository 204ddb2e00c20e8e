/** The GraphQL API's face: where it listens, who may call it, and what one request may ask. */
import { addresses, origins } from './network';
import { boolean, integer, oneOf, SettingGroup, text } from './setting';

/** pino's levels; `silent` logs nothing. */
const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export const API = {
  title: 'API and security',
  settings: {
    REFGRAPH_API_HOST: text('127.0.0.1', { description: 'Address the API listens on; `0.0.0.0` exposes it (put TLS in front, and list the proxy in REFGRAPH_TRUSTED_PROXIES).', see: 'security.md' }),
    REFGRAPH_API_PORT: integer(0, 65535, 4000, { description: 'Port the API listens on (0: any free port).' }),
    REFGRAPH_ANONYMOUS_READ: boolean(false, { description: 'Serves requests without a key as a reader instead of refusing them with UNAUTHENTICATED, whatever the bind address (the demo, `npm start`, turns it on).' }),
    REFGRAPH_INTROSPECTION: boolean(false, { description: 'Answers GraphQL introspection, which GraphiQL and code generators need (the demo turns it on).' }),
    REFGRAPH_TRUSTED_PROXIES: addresses({
      description: 'Reverse proxies in front of the API (`127.0.0.1`, `10.0.0.0/8, fd00::/8`): a request\'s client address, which rate limits go by, is read from X-Forwarded-For only when its direct peer is one of them.',
      shownDefault: 'none: the connection\'s address, X-Forwarded-For ignored',
    }),
    REFGRAPH_CORS_ORIGINS: origins({ description: 'Origins browsers may call the API from.', shownDefault: 'none: same origin only' }),
    NODE_ENV: text(null, { description: '`development` shows internal error messages to clients (never stack traces); anything else masks them.' }),
    REFGRAPH_LOG_LEVEL: oneOf(LOG_LEVELS, 'info', { description: 'Least severe level the API\'s JSON log lines (stdout) keep; the test runner sets `fatal`.' }),
  },
} satisfies SettingGroup;

export const REQUEST_LIMITS = {
  title: 'Request limits',
  intro: 'What one request may ask, checked before it runs; over a limit the answer is QUERY_TOO_COMPLEX, QUERY_TOO_LARGE or QUERY_TIMEOUT ([security](security.md)).',
  settings: {
    REFGRAPH_MAX_PAGE_SIZE: integer(1, 10_000, 100, { description: 'Largest page (`first`) a list or ranking may ask for.' }),
    REFGRAPH_MAX_INGEST_BATCH: integer(1, 10_000, 100, { description: 'Most records one `ingestRecords` and most ids one `deleteRecords` takes.' }),
    REFGRAPH_REQUEST_TIMEOUT_MS: integer(100, 600_000, 10_000, { description: 'Budget of one read: its engine calls are cancelled and QUERY_TIMEOUT answered past it.' }),
    REFGRAPH_WRITE_TIMEOUT_MS: integer(1_000, 3_600_000, 600_000, {
      description: 'Longest each engine call of a write may take: mutations are held neither to the request budget nor stopped when their client leaves, they run to the end their report gives.',
    }),
    REFGRAPH_MAX_BODY_BYTES: integer(1_000, 100_000_000, 2_000_000, { description: 'Largest request body, after decompression.' }),
    REFGRAPH_MAX_BODY_DEPTH: integer(2, 1_000, 32, { description: 'Deepest nesting of arrays and objects in a JSON body, refused before it is parsed.' }),
    REFGRAPH_MAX_RESPONSE_BYTES: integer(1_000, 1_000_000_000, 10_000_000, { description: 'Largest answer the API sends; a larger one is refused with QUERY_TOO_LARGE.' }),
    REFGRAPH_MAX_TEXT_CHARACTERS: integer(100, 1_000_000, 20_000, { description: 'Longest free text (search query, citation context, title, abstract) an argument may hold.' }),
    REFGRAPH_MAX_STRING_CHARACTERS: integer(10, 100_000, 300, { description: 'Longest string any other argument (ids, names, filter values) may hold.' }),
    REFGRAPH_MAX_LIST_ITEMS: integer(1, 100_000, 1000, { description: 'Most items in a list argument (ids, languages, filter values).' }),
    // Parsing BibTeX takes ~4 ms an entry (~0.5 KB) on the API's thread (bench:match, 2026-12-02): 250 KB is ~2 s.
    REFGRAPH_MAX_LIBRARY_CHARACTERS: integer(1_000, 50_000_000, 250_000, {
      description: 'Longest BibTeX, RIS, CSL-JSON or Crossref text `matchReferences` reads (REFGRAPH_MAX_BODY_BYTES bounds the request too).',
      see: 'bibliography.md#a-users-library-as-seeds-matchreferences',
    }),
    REFGRAPH_MAX_LIBRARY_ENTRIES: integer(1, 100_000, 500, { description: 'Most entries one `matchReferences` text may hold.', see: 'bibliography.md#a-users-library-as-seeds-matchreferences' }),
    REFGRAPH_QUERY_MAX_DEPTH: integer(2, 100, 8, { description: 'Deepest selection nesting of a GraphQL document.' }),
    REFGRAPH_QUERY_MAX_ALIASES: integer(0, 10_000, 20, { description: 'Most aliases in a GraphQL document (each alias can repeat a costly field).' }),
    REFGRAPH_QUERY_MAX_DIRECTIVES: integer(0, 10_000, 20, { description: 'Most directives in a GraphQL document.' }),
    REFGRAPH_QUERY_MAX_TOKENS: integer(50, 1_000_000, 2000, { description: 'Most tokens in a GraphQL document, counted before it is parsed.' }),
    REFGRAPH_QUERY_MAX_COST: integer(10, 100_000_000, 20_000, {
      description: 'Largest estimated cost of one document (a ranking 500 + k times what each result selects, a free text the encoder reads 0.75 a character).',
    }),
  },
} satisfies SettingGroup;
