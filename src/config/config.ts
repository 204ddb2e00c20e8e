/**
 * Configuration: every setting is declared once in the settings table (settings/), read and
 * checked once at start-up with every problem reported together; the rest of the code receives
 * RefgraphConfig.
 */
import path from 'node:path';
import { modelSpecs } from '../embed';
import type { EmbeddingSettings } from '../embed';
import type { RankSettings, WeightFusionMethod, Weights } from '../rank';
import rankDefaults from '../rank/default-weights.json';
import { checkedPreselectDefaults, PreselectDefaults } from '../bibliography';
import bm25Defaults from '../search/bm25-defaults.json';
import { ApiSettings, apiSettings } from './api-settings';
import type { IngestLimits } from '../ingest';
import type { PostgresSettings } from '../db';
import { readTunedParameters } from './tuned-parameters';
import { LearnedRankerFile, readLearnedRanker } from '../rank';
import type { GraphSettings, Neo4jSettings } from '../graph';
import type { SearchSettings } from '../search';
import type { TranslationSettings } from '../translation';
import { configInvalid, parseSettings } from './parse-settings';
import { postgresSettings } from './postgres-settings';
import { ProcessRole, SETTINGS, SettingValues } from './settings';
import { elasticsearchConnection } from './elasticsearch-connection';
import { embeddingModel } from './embedding-model';

export type { ProcessRole };

export interface RefgraphConfig {
  /** Where `refgraph tune` keeps fitted parameters and the server reads them at start; null: off. */
  tunedFile: string | null;
  /**
   * The ranker LEARNED fusion uses: REFGRAPH_RANKER_FILE's (written by `refgraph train ranker`), or
   * at a server's start the model registry's promoted one (`model`: its name; app/served-ranker.ts);
   * null: LEARNED is refused.
   */
  learnedRanker: (LearnedRankerFile & { model?: string }) | null;
  /**
   * REFGRAPH_EMBEDDING_MODEL was given: it is the encoder, whatever the model registry promoted
   * (app/served-encoder.ts reads the registry only when it was not).
   */
  encoderFromEnvironment: boolean;
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

/** Index vector size when embedding is off (the mapping still declares the field). */
const DEFAULT_VECTOR_DIMENSIONS = 384;

export function loadConfig(env: NodeJS.ProcessEnv = process.env, role: ProcessRole = 'batch'): RefgraphConfig {
  const { values, problems } = parseSettings(env, role, SETTINGS);
  // Built models and those `refgraph train encoder` registered in the models folder.
  const { model, problems: modelProblems } = embeddingModel(values.REFGRAPH_EMBEDDING_MODEL, modelSpecs(values.REFGRAPH_MODELS_DIR));
  const { connection, problems: connectionProblems } = elasticsearchConnection(values);
  const all = [...problems, ...modelProblems, ...connectionProblems];
  if (all.length > 0) throw configInvalid(all, Object.keys(SETTINGS));
  const tunedFile = values.REFGRAPH_TUNED_FILE === null ? null : path.resolve(values.REFGRAPH_TUNED_FILE);
  const tuned = readTunedParameters(tunedFile);
  const bm25 = tuned.bm25 ?? bm25Defaults;
  const rankerFile = values.REFGRAPH_RANKER_FILE === null ? null : path.resolve(values.REFGRAPH_RANKER_FILE);
  return {
    tunedFile,
    learnedRanker: rankerFile === null ? null : readLearnedRanker(rankerFile),
    encoderFromEnvironment: (env.REFGRAPH_EMBEDDING_MODEL ?? '') !== '',
    postgres: postgresSettings(values),
    elasticsearch: {
      connection,
      indexPrefix: values.REFGRAPH_ES_INDEX_PREFIX,
      bm25: { k1: values.REFGRAPH_BM25_K1 ?? bm25.k1, b: values.REFGRAPH_BM25_B ?? bm25.b },
      vectorDimensions: model?.dimension ?? DEFAULT_VECTOR_DIMENSIONS,
      layout: { shards: values.REFGRAPH_ES_SHARDS, replicas: values.REFGRAPH_ES_REPLICAS },
      callTimeoutMs: values.REFGRAPH_ES_CALL_TIMEOUT_MS,
    },
    neo4j: {
      url: values.REFGRAPH_NEO4J_URL ?? `bolt://127.0.0.1:${values.REFGRAPH_NEO4J_BOLT_PORT}`,
      user: values.REFGRAPH_NEO4J_USER,
      password: values.REFGRAPH_NEO4J_PASSWORD ?? undefined,
      callTimeoutMs: values.REFGRAPH_NEO4J_CALL_TIMEOUT_MS,
    },
    api: apiSettings(values),
    ingest: { batchSize: values.REFGRAPH_INGEST_BATCH_SIZE, limits: ingestLimits(values) },
    graph: {
      maxNodes: values.REFGRAPH_GRAPH_MAX_NODES,
      maxTraversals: values.REFGRAPH_GRAPH_MAX_TRAVERSALS,
      timeoutMs: values.REFGRAPH_GRAPH_TIMEOUT_MS,
      maxPaths: values.REFGRAPH_GRAPH_MAX_PATHS,
    },
    embedding: embeddingSettings(values, model?.name ?? null),
    translation: {
      queries: values.REFGRAPH_QUERY_TRANSLATION,
      titles: values.REFGRAPH_TITLE_TRANSLATION,
      timeoutMs: values.REFGRAPH_TRANSLATION_TIMEOUT_MS,
      inFlight: values.REFGRAPH_TRANSLATION_IN_FLIGHT,
      maxWaitingPerClient: values.REFGRAPH_TRANSLATION_WAITING_PER_CLIENT,
    },
    rank: {
      bm25Candidates: values.REFGRAPH_RANK_BM25_CANDIDATES,
      denseCandidates: values.REFGRAPH_RANK_DENSE_CANDIDATES,
      popularCandidates: values.REFGRAPH_RANK_POPULAR_CANDIDATES,
      expansionSeeds: values.REFGRAPH_RANK_EXPANSION_SEEDS,
      expansionLimit: values.REFGRAPH_RANK_EXPANSION_LIMIT,
      recentYears: values.REFGRAPH_RANK_RECENT_YEARS,
      maxK: 1000,
      weights: tuned.fusion?.weights ?? rankDefaults.weights,
      fusion: tuned.fusion?.method ?? (rankDefaults.fusion as WeightFusionMethod),
    },
    concepts: { depth: values.REFGRAPH_CONCEPT_SEARCH_DEPTH },
    bibliography: { maxSize: values.REFGRAPH_BIBLIOGRAPHY_MAX_SIZE, preselect: checkedPreselectDefaults() },
  };
}

function ingestLimits(values: SettingValues): IngestLimits {
  return {
    maxTitleChars: values.REFGRAPH_INGEST_MAX_TITLE_CHARS,
    maxAbstractChars: values.REFGRAPH_INGEST_MAX_ABSTRACT_CHARS,
    maxTranscriptChars: values.REFGRAPH_INGEST_MAX_TRANSCRIPT_CHARS,
    maxNameChars: values.REFGRAPH_INGEST_MAX_NAME_CHARS,
    maxAuthors: values.REFGRAPH_INGEST_MAX_AUTHORS,
    maxFieldsOfStudy: values.REFGRAPH_INGEST_MAX_FIELDS_OF_STUDY,
    maxReferences: values.REFGRAPH_INGEST_MAX_REFERENCES,
  };
}

function embeddingSettings(values: SettingValues, model: string | null): EmbeddingSettings {
  return {
    model,
    modelsDir: values.REFGRAPH_MODELS_DIR,
    paperFields: values.REFGRAPH_PAPER_TEXT_FIELDS,
    talkPooling: values.REFGRAPH_TALK_POOLING,
    overlapTokens: values.REFGRAPH_CHUNK_OVERLAP_TOKENS,
    scorerFile: values.REFGRAPH_POOLING_SCORER_FILE,
    batchSize: values.REFGRAPH_EMBEDDING_BATCH_SIZE,
    threads: values.REFGRAPH_ENCODER_THREADS,
    fastLane: values.REFGRAPH_ENCODER_FAST_LANE,
    servingShare: values.REFGRAPH_ENCODER_SERVING_SHARE,
    citationQueryRole: values.REFGRAPH_CITATION_QUERY_ROLE,
  };
}
