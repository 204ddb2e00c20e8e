/**
 * Configuration: declared once here, parsed and validated once at start-up.
 * Every problem is reported together; the rest of the code receives RefgraphConfig.
 */
import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { PAPER_TEXT_FIELDS, ENCODE_ROLES, JOIN, memberNames, LONG_TEXT_POOLING_MODES, DEFAULT_MODELS_DIR, modelSpecs } from '../embed';
import { RefgraphError } from '../errors/refgraph-error';
import type { RankSettings, WeightFusionMethod, Weights } from '../rank';
import rankDefaults from '../rank/default-weights.json';
import { checkedPreselectDefaults, PreselectDefaults } from '../bibliography';
import bm25Defaults from '../search/bm25-defaults.json';
import { ApiSettings } from './api-settings';
import { DEFAULT_INGEST_LIMITS, IngestLimits } from '../ingest';
import { PostgresSettings, postgresSettingsFromEnv } from '../db';
import { repoPath } from '../common/repo-path';
import { MAX_K1, readTunedParameters } from './tuned-parameters';
import { LearnedRankerFile, readLearnedRanker } from '../rank';
import type { EmbeddingSettings, ModelSpec } from '../embed';
import type { GraphSettings, Neo4jSettings } from '../graph';
import type { ElasticsearchConnection, IndexLayout, SearchSettings } from '../search';
import { TRANSLATION_MODES } from '../translation';
import type { TranslationSettings } from '../translation';

export interface RefgraphConfig {
  /** Where `refgraph tune` keeps fitted parameters and the server reads them at start; null: off. */
  tunedFile: string | null;
  /** The ranker LEARNED fusion uses (REFGRAPH_RANKER_FILE, written by `refgraph train ranker`); null: LEARNED is refused. */
  learnedRanker: LearnedRankerFile | null;
  postgres: PostgresSettings;
  elasticsearch: SearchSettings;
  neo4j: Neo4jSettings;
  api: ApiSettings;
  ingest: { batchSize: number; limits: IngestLimits };
  graph: GraphSettings;
  embedding: EmbeddingSettings;
  /** How a query in another language than the library's main one is translated for BM25 (docs/cross-lingual.md). */
  translation: TranslationSettings;
  rank: RankSettings & { maxK: number; weights: Weights; fusion: WeightFusionMethod };
  /** Concept search: hits retrieved per retriever, and the most one search returns over all its pages. */
  concepts: { depth: number };
  bibliography: {
    /** Largest preselection (maxSize) and largest BibTeX export (paper ids). */
    maxSize: number;
    preselect: PreselectDefaults;
  };
}

/**
 * Largest bibliography: the preselection's candidate stages ask Elasticsearch for maxSize hits,
 * and its kNN explores 4 candidates per hit, at most 10,000 (Elasticsearch's num_candidates cap).
 */
export const MAX_BIBLIOGRAPHY_SIZE = 2500;

/** Fitted parameters of this checkout (`refgraph tune`), outside git. */
const DEFAULT_TUNED_FILE = repoPath('.refgraph', 'tuned-parameters.json');

/**
 * One Elasticsearch or Neo4j call inside an API request: 4 s, well inside the default 10 s
 * request budget, so a hung engine (SIGSTOP) is answered as ENGINE_TIMEOUT naming it rather than
 * as the budget's QUERY_TIMEOUT, with time left for the answer. Healthy calls on our test data
 * take tens of milliseconds; with a smaller budget than this, the budget stops the call first.
 */
const DEFAULT_ENGINE_CALL_TIMEOUT_MS = 4_000;

/** Index vector size when embedding is off (the mapping still declares the field). */
const DEFAULT_VECTOR_DIMENSIONS = 384;

type Env = NodeJS.ProcessEnv;

class EnvReader {
  readonly problems: string[] = [];
  constructor(private readonly env: Env) {}

  string(name: string, fallback: string): string {
    const value = this.env[name];
    return value === undefined || value === '' ? fallback : value;
  }

  number(name: string, fallback: number, min: number, max: number, integer = false): number {
    const raw = this.env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw);
    if (!Number.isFinite(value) || value < min || value > max || (integer && !Number.isInteger(value))) {
      this.problems.push(`${name}=${raw}: expected ${integer ? 'an integer' : 'a number'} in [${min}, ${max}]`);
      return fallback;
    }
    return value;
  }

  oneOf<T extends string>(name: string, fallback: T, allowed: readonly T[]): T {
    const value = this.string(name, fallback);
    if (!(allowed as readonly string[]).includes(value)) {
      this.problems.push(`${name}=${value}: expected one of ${allowed.join(', ')}`);
      return fallback;
    }
    return value as T;
  }

  listOf<T extends string>(name: string, fallback: readonly T[], allowed: readonly T[]): T[] {
    const raw = this.env[name];
    if (raw === undefined || raw === '') return [...fallback];
    const values = raw.split(',').map((v) => v.trim());
    const unknown = values.filter((v) => !(allowed as readonly string[]).includes(v));
    if (unknown.length > 0 || values.length === 0) {
      this.problems.push(`${name}=${raw}: expected a comma-separated list of ${allowed.join(', ')}`);
      return [...fallback];
    }
    return values as T[];
  }

  boolean(name: string, fallback: boolean): boolean {
    const raw = this.env[name];
    if (raw === undefined || raw === '') return fallback;
    if (raw === 'true' || raw === '1') return true;
    if (raw === 'false' || raw === '0') return false;
    this.problems.push(`${name}=${raw}: expected true or false`);
    return fallback;
  }

  origins(name: string): string[] {
    const raw = this.env[name];
    if (raw === undefined || raw.trim() === '') return [];
    const origins = raw.split(',').map((v) => v.trim());
    for (const origin of origins) {
      let parsed: URL | undefined;
      try {
        parsed = new URL(origin);
      } catch {
        parsed = undefined;
      }
      if (!parsed || parsed.origin !== origin) this.problems.push(`${name}: '${origin}' is not an origin (scheme://host[:port], no path)`);
    }
    return origins;
  }

  /** A comma-separated list of IP addresses and CIDRs (`10.0.0.0/8`, `fd00::/8`); unset: none. */
  addresses(name: string): string[] {
    const raw = this.env[name];
    if (raw === undefined || raw.trim() === '') return [];
    const values = raw.split(',').map((v) => v.trim());
    for (const value of values) {
      const [address = '', prefix, ...rest] = value.split('/');
      const version = isIP(address);
      const bits = version === 4 ? 32 : 128;
      const prefixOk = prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= bits);
      if (version === 0 || !prefixOk || rest.length > 0) this.problems.push(`${name}: '${value}' is not an IP address or CIDR (e.g. 127.0.0.1, 10.0.0.0/8, ::1)`);
    }
    return values;
  }

  url(name: string, fallback: string, protocols: string[]): string {
    const value = this.string(name, fallback);
    this.checkUrl(name, value, protocols);
    return value;
  }

  /** A comma-separated list of URLs, each checked like url(). */
  urls(name: string, fallback: string, protocols: string[]): string[] {
    const values = this.string(name, fallback)
      .split(',')
      .map((v) => v.trim());
    const before = this.problems.length;
    for (const value of values) this.checkUrl(name, value, protocols);
    return this.problems.length === before ? values : [fallback];
  }

  private checkUrl(name: string, value: string, protocols: string[]): void {
    try {
      const parsed = new URL(value);
      if (!protocols.includes(parsed.protocol)) {
        this.problems.push(`${name}=${value}: protocol must be one of ${protocols.join(', ')}`);
      }
    } catch {
      this.problems.push(`${name}=${value}: not a URL`);
    }
  }
}

function apiSettings(read: EnvReader, env: Env): ApiSettings {
  return {
    host: read.string('REFGRAPH_API_HOST', '127.0.0.1'),
    port: read.number('REFGRAPH_API_PORT', 4000, 0, 65535, true),
    maxPageSize: read.number('REFGRAPH_MAX_PAGE_SIZE', 100, 1, 10_000, true),
    maxIngestBatch: read.number('REFGRAPH_MAX_INGEST_BATCH', 100, 1, 10_000, true),
    // Off whatever the bind address: behind a reverse proxy on loopback (docs/security.md's TLS
    // set-up) every request comes from 127.0.0.1, so "bound to loopback" never meant "local only".
    anonymousRead: read.boolean('REFGRAPH_ANONYMOUS_READ', false),
    introspection: read.boolean('REFGRAPH_INTROSPECTION', false),
    trustedProxies: read.addresses('REFGRAPH_TRUSTED_PROXIES'),
    authFailuresPerMinute: read.number('REFGRAPH_AUTH_FAILURES_PER_MINUTE', 30, 1, 1_000_000, true),
    developmentErrors: env.NODE_ENV === 'development',
    corsOrigins: read.origins('REFGRAPH_CORS_ORIGINS'),
    requestTimeoutMs: read.number('REFGRAPH_REQUEST_TIMEOUT_MS', 10_000, 100, 600_000, true),
    writeTimeoutMs: read.number('REFGRAPH_WRITE_TIMEOUT_MS', 600_000, 1_000, 3_600_000, true),
    maxBodyBytes: read.number('REFGRAPH_MAX_BODY_BYTES', 2_000_000, 1_000, 100_000_000, true),
    maxBodyDepth: read.number('REFGRAPH_MAX_BODY_DEPTH', 32, 2, 1_000, true),
    maxResponseBytes: read.number('REFGRAPH_MAX_RESPONSE_BYTES', 10_000_000, 1_000, 1_000_000_000, true),
    maxTextCharacters: read.number('REFGRAPH_MAX_TEXT_CHARACTERS', 20_000, 100, 1_000_000, true),
    maxStringCharacters: read.number('REFGRAPH_MAX_STRING_CHARACTERS', 300, 10, 100_000, true),
    maxListItems: read.number('REFGRAPH_MAX_LIST_ITEMS', 1000, 1, 100_000, true),
    query: {
      maxDepth: read.number('REFGRAPH_QUERY_MAX_DEPTH', 8, 2, 100, true),
      maxAliases: read.number('REFGRAPH_QUERY_MAX_ALIASES', 20, 0, 10_000, true),
      maxDirectives: read.number('REFGRAPH_QUERY_MAX_DIRECTIVES', 20, 0, 10_000, true),
      maxTokens: read.number('REFGRAPH_QUERY_MAX_TOKENS', 2000, 50, 1_000_000, true),
      maxCost: read.number('REFGRAPH_QUERY_MAX_COST', 20_000, 10, 100_000_000, true),
    },
    anonymousLimit: {
      requestsPerMinute: read.number('REFGRAPH_ANONYMOUS_REQUESTS_PER_MINUTE', 300, 1, 1_000_000, true),
      costPerMinute: read.number('REFGRAPH_ANONYMOUS_COST_PER_MINUTE', 50_000, 10, 1_000_000_000, true),
      encoderMsPerMinute: read.number('REFGRAPH_ANONYMOUS_ENCODER_MS_PER_MINUTE', 10_000, 100, 1_000_000_000, true),
    },
    keyLimit: {
      requestsPerMinute: read.number('REFGRAPH_KEY_REQUESTS_PER_MINUTE', 1200, 1, 1_000_000, true),
      costPerMinute: read.number('REFGRAPH_KEY_COST_PER_MINUTE', 200_000, 10, 1_000_000_000, true),
      encoderMsPerMinute: read.number('REFGRAPH_KEY_ENCODER_MS_PER_MINUTE', 20_000, 100, 1_000_000_000, true),
    },
  };
}

/**
 * Where the Elasticsearch nodes are and how to log in: one URL or several (a cluster: the client
 * spreads requests and moves off a dead node), a user and password or an API key, a CA file.
 */
function elasticsearchConnection(read: EnvReader, env: Env): ElasticsearchConnection {
  const nodes = read.urls('REFGRAPH_ES_URL', `http://127.0.0.1:${read.number('REFGRAPH_ES_PORT', 9200, 1, 65535, true)}`, ['http:', 'https:']);
  const username = env.REFGRAPH_ES_USERNAME || undefined;
  const password = env.REFGRAPH_ES_PASSWORD || undefined;
  const apiKey = env.REFGRAPH_ES_API_KEY || undefined;
  const caFile = env.REFGRAPH_ES_CA_FILE || null;
  if ((username === undefined) !== (password === undefined)) {
    read.problems.push('REFGRAPH_ES_USERNAME and REFGRAPH_ES_PASSWORD: set both or neither');
  }
  if (apiKey !== undefined && username !== undefined) {
    read.problems.push('REFGRAPH_ES_API_KEY and REFGRAPH_ES_USERNAME: use one way to log in, not both');
  }
  const schemes = new Set(nodes.map((node) => node.split(':')[0]));
  if (schemes.size > 1) read.problems.push('REFGRAPH_ES_URL: all nodes must use the same scheme (http or https)');
  if (caFile !== null) {
    if (!schemes.has('https')) read.problems.push(`REFGRAPH_ES_CA_FILE=${caFile}: only used with https:// nodes in REFGRAPH_ES_URL`);
    if (!existsSync(caFile)) read.problems.push(`REFGRAPH_ES_CA_FILE=${caFile}: no such file`);
  }
  const auth = apiKey !== undefined ? { apiKey } : username !== undefined && password !== undefined ? { username, password } : null;
  return { nodes, auth, caFile };
}

/**
 * The papers index's shards and replicas. A replica is never placed on the node holding its
 * primary: with replicas >= nodes some copies stay unassigned and the cluster stays yellow
 * (checked against the live cluster when the index is created, search/paper-layout.ts).
 */
function indexLayout(read: EnvReader): IndexLayout {
  return {
    shards: read.number('REFGRAPH_ES_SHARDS', 1, 1, 1024, true),
    replicas: read.number('REFGRAPH_ES_REPLICAS', 0, 0, 100, true),
  };
}

/** REFGRAPH_EMBEDDING_MODEL: a known model, several joined by '+' (joined-model.ts), or none. */
function embeddingModel(read: EnvReader, models: readonly ModelSpec[]): { name: string; dimension: number } | null {
  const value = read.string('REFGRAPH_EMBEDDING_MODEL', 'multilingual-e5-small');
  if (value === 'none') return null;
  const members = joinedMemberNames(value)?.map((name) => models.find((m) => m.name === name));
  if (members === undefined || members.some((m) => m === undefined)) {
    read.problems.push(`REFGRAPH_EMBEDDING_MODEL=${value}: expected none, or one of ${models.map((m) => m.name).join(', ')}, or different ones joined by '${JOIN}'`);
    return null;
  }
  return { name: members.map((m) => m!.name).join(JOIN), dimension: members.reduce((sum, m) => sum + m!.dimension, 0) };
}

/** memberNames, with a malformed join (an empty or repeated member) as undefined: start-up reports it with the others. */
function joinedMemberNames(value: string): string[] | undefined {
  try {
    return memberNames(value);
  } catch (error) {
    if (error instanceof RefgraphError) return undefined;
    throw error;
  }
}

/**
 * What the process is for, where a default differs: one model run's threads. Serving, one thread
 * leaves the other core to everything else a request needs (bench:security's encoder scenario on
 * 2 cores: others' p95 63 ms alone and 97 ms beside four clients encoding long texts, against 87
 * and 147 ms with two threads); batch work (CLI ingestion, evaluation) keeps two for throughput.
 */
export type ProcessRole = 'serving' | 'batch';

const DEFAULT_ENCODER_THREADS: Record<ProcessRole, number> = { serving: 1, batch: 2 };
/** Serving, short runs (queries) get a session of their own (embed/encoder-gate.ts); batch work has one client. */
const DEFAULT_FAST_LANE: Record<ProcessRole, boolean> = { serving: true, batch: false };

export function loadConfig(env: Env = process.env, role: ProcessRole = 'batch'): RefgraphConfig {
  const read = new EnvReader(env);
  const postgres = postgresSettingsFromEnv(env);
  const modelsDir = read.string('REFGRAPH_MODELS_DIR', DEFAULT_MODELS_DIR);
  // Built models and those `refgraph train encoder` registered in the models folder.
  const models = modelSpecs(modelsDir);
  const model = embeddingModel(read, models);
  read.number('REFGRAPH_PG_PORT', 5433, 1, 65535, true);
  read.number('REFGRAPH_PG_CALL_TIMEOUT_MS', DEFAULT_ENGINE_CALL_TIMEOUT_MS, 50, 600_000, true);
  const tunedSetting = read.string('REFGRAPH_TUNED_FILE', DEFAULT_TUNED_FILE);
  const tunedFile = tunedSetting === 'none' ? null : path.resolve(tunedSetting);
  const tuned = readTunedParameters(tunedFile);
  const bm25 = tuned.bm25 ?? bm25Defaults;
  const rankerFile = env.REFGRAPH_RANKER_FILE ? path.resolve(env.REFGRAPH_RANKER_FILE) : null;
  const config: RefgraphConfig = {
    tunedFile,
    learnedRanker: rankerFile === null ? null : readLearnedRanker(rankerFile),
    postgres,
    elasticsearch: {
      connection: elasticsearchConnection(read, env),
      indexPrefix: read.string('REFGRAPH_ES_INDEX_PREFIX', 'refgraph'),
      bm25: {
        k1: read.number('REFGRAPH_BM25_K1', bm25.k1, 0, MAX_K1),
        b: read.number('REFGRAPH_BM25_B', bm25.b, 0, 1),
      },
      vectorDimensions: model?.dimension ?? DEFAULT_VECTOR_DIMENSIONS,
      layout: indexLayout(read),
      callTimeoutMs: read.number('REFGRAPH_ES_CALL_TIMEOUT_MS', DEFAULT_ENGINE_CALL_TIMEOUT_MS, 50, 600_000, true),
    },
    neo4j: {
      url: read.url('REFGRAPH_NEO4J_URL', `bolt://127.0.0.1:${read.number('REFGRAPH_NEO4J_BOLT_PORT', 7687, 1, 65535, true)}`, ['bolt:', 'neo4j:']),
      user: read.string('REFGRAPH_NEO4J_USER', 'neo4j'),
      password: env.REFGRAPH_NEO4J_PASSWORD || undefined,
      callTimeoutMs: read.number('REFGRAPH_NEO4J_CALL_TIMEOUT_MS', DEFAULT_ENGINE_CALL_TIMEOUT_MS, 50, 600_000, true),
    },
    api: apiSettings(read, env),
    ingest: {
      batchSize: read.number('REFGRAPH_INGEST_BATCH_SIZE', 500, 1, 10_000, true),
      limits: {
        maxTitleChars: read.number('REFGRAPH_INGEST_MAX_TITLE_CHARS', DEFAULT_INGEST_LIMITS.maxTitleChars, 1, 1_000_000, true),
        maxAbstractChars: read.number('REFGRAPH_INGEST_MAX_ABSTRACT_CHARS', DEFAULT_INGEST_LIMITS.maxAbstractChars, 1, 10_000_000, true),
        maxTranscriptChars: read.number('REFGRAPH_INGEST_MAX_TRANSCRIPT_CHARS', DEFAULT_INGEST_LIMITS.maxTranscriptChars, 1, 10_000_000, true),
        // Author and venue names become Neo4j keys (uniqueness constraints): a few KB is its index's limit.
        maxNameChars: read.number('REFGRAPH_INGEST_MAX_NAME_CHARS', DEFAULT_INGEST_LIMITS.maxNameChars, 1, 2_000, true),
        // List lengths: one record's write is one transaction, so these bound its time (limits.ts).
        maxAuthors: read.number('REFGRAPH_INGEST_MAX_AUTHORS', DEFAULT_INGEST_LIMITS.maxAuthors, 1, 100_000, true),
        maxFieldsOfStudy: read.number('REFGRAPH_INGEST_MAX_FIELDS_OF_STUDY', DEFAULT_INGEST_LIMITS.maxFieldsOfStudy, 1, 10_000, true),
        maxReferences: read.number('REFGRAPH_INGEST_MAX_REFERENCES', DEFAULT_INGEST_LIMITS.maxReferences, 1, 100_000, true),
      },
    },
    graph: {
      maxNodes: read.number('REFGRAPH_GRAPH_MAX_NODES', 500, 1, 10_000, true),
      maxTraversals: read.number('REFGRAPH_GRAPH_MAX_TRAVERSALS', 200_000, 1, 100_000_000, true),
      timeoutMs: read.number('REFGRAPH_GRAPH_TIMEOUT_MS', 10_000, 100, 600_000, true),
      maxPaths: read.number('REFGRAPH_GRAPH_MAX_PATHS', 20, 1, 1000, true),
    },
    embedding: {
      model: model?.name ?? null,
      modelsDir,
      paperFields: read.listOf('REFGRAPH_PAPER_TEXT_FIELDS', ['title', 'abstract', 'year'], PAPER_TEXT_FIELDS),
      talkPooling: read.oneOf('REFGRAPH_TALK_POOLING', 'mean', LONG_TEXT_POOLING_MODES),
      overlapTokens: read.number('REFGRAPH_CHUNK_OVERLAP_TOKENS', 64, 0, 256, true),
      scorerFile: env.REFGRAPH_POOLING_SCORER_FILE || null,
      batchSize: read.number('REFGRAPH_EMBEDDING_BATCH_SIZE', 16, 1, 256, true),
      threads: read.number('REFGRAPH_ENCODER_THREADS', DEFAULT_ENCODER_THREADS[role], 1, 64, true),
      fastLane: read.boolean('REFGRAPH_ENCODER_FAST_LANE', DEFAULT_FAST_LANE[role]),
      citationQueryRole: read.oneOf('REFGRAPH_CITATION_QUERY_ROLE', 'passage', ENCODE_ROLES),
    },
    translation: {
      queries: read.oneOf('REFGRAPH_QUERY_TRANSLATION', 'apertium', TRANSLATION_MODES),
      titles: read.oneOf('REFGRAPH_TITLE_TRANSLATION', 'apertium', TRANSLATION_MODES),
      timeoutMs: read.number('REFGRAPH_TRANSLATION_TIMEOUT_MS', 5_000, 100, 600_000, true),
    },
    rank: {
      bm25Candidates: read.number('REFGRAPH_RANK_BM25_CANDIDATES', 100, 0, 10_000, true),
      denseCandidates: read.number('REFGRAPH_RANK_DENSE_CANDIDATES', 100, 0, 10_000, true),
      popularCandidates: read.number('REFGRAPH_RANK_POPULAR_CANDIDATES', 50, 0, 10_000, true),
      expansionSeeds: read.number('REFGRAPH_RANK_EXPANSION_SEEDS', 10, 0, 1000, true),
      expansionLimit: read.number('REFGRAPH_RANK_EXPANSION_LIMIT', 100, 0, 10_000, true),
      recentYears: read.number('REFGRAPH_RANK_RECENT_YEARS', 3, 1, 100, true),
      maxK: 1000,
      weights: tuned.fusion?.weights ?? rankDefaults.weights,
      fusion: tuned.fusion?.method ?? (rankDefaults.fusion as WeightFusionMethod),
    },
    concepts: { depth: read.number('REFGRAPH_CONCEPT_SEARCH_DEPTH', 100, 1, 1000, true) },
    bibliography: {
      maxSize: read.number('REFGRAPH_BIBLIOGRAPHY_MAX_SIZE', 1000, 1, MAX_BIBLIOGRAPHY_SIZE, true),
      preselect: checkedPreselectDefaults(),
    },
  };
  if (!/^[a-z0-9][a-z0-9_-]*$/.test(config.elasticsearch.indexPrefix)) {
    read.problems.push(`REFGRAPH_ES_INDEX_PREFIX=${config.elasticsearch.indexPrefix}: lower-case letters, digits, '-' and '_' only`);
  }
  if (read.problems.length > 0) {
    throw new RefgraphError('CONFIG_INVALID', `invalid configuration:\n  ${read.problems.join('\n  ')}`, {
      problems: read.problems,
    });
  }
  return config;
}
