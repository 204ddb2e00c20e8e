/** The long-lived clients the API, CLI and benches share, created once from the config, and the ports built from them. */
import type { Client } from '@elastic/elasticsearch';
import type { PrismaClient } from '@prisma/client';
import type { Driver } from 'neo4j-driver';
import { LRUCache } from 'lru-cache';
import type { PreselectSettings } from '../bibliography';
import type { RefgraphConfig } from '../config';
import { createPrismaClient, loadVocabulary, VocabularyCache } from '../db';
import { createNeo4jDriver } from '../graph';
import type { GraphReader } from '../graph';
import type { IngestTargets } from '../ingest';
import { LanguageDetector, loadCld3Identifier } from '../language';
import { createEmbedder } from '../embed';
import type { NegativeSources } from '../negatives';
import type { Embedder } from '../embed';
import { CitationCountCache, PopularityCache } from '../rank';
import type { RankEngines } from '../rank';
import { ConceptEngines, loadCalibration } from '../concepts';
import { createElasticsearchClient, paperIndexName } from '../search';

export interface Services {
  config: RefgraphConfig;
  prisma: PrismaClient;
  elasticsearch: Client;
  neo4j: Driver;
  paperIndex: string;
  /** The configured encoder, loaded on first use (model load takes a second or two); null when embedding is off. */
  embedder: () => Promise<Embedder | null>;
  /** Most-cited lists per year, shared by requests (see rank/popularity-cache.ts). */
  popularity: PopularityCache;
  /** Candidates' citation counts per year, shared by requests (see rank/citation-count-cache.ts). */
  citationCounts: CitationCountCache;
  /** Identifies the language of ingested texts that do not give one; loaded on first use. */
  languageDetector: () => Promise<LanguageDetector>;
  /** Field-of-study and venue names, shared by requests (see db/vocabulary-cache.ts). */
  vocabulary: VocabularyCache;
}

/** How long the most-cited lists and the citation counts are kept (ingestion by the CLI, in another process, cannot clear them). */
const CITATION_COUNTS_TTL_MILLISECONDS = 5 * 60_000;
const VOCABULARY_TTL_MILLISECONDS = 5 * 60_000;
/** A name the kept vocabulary does not know reads it again at most this often. */
const VOCABULARY_REFRESH_MILLISECONDS = 1_000;

function lazyEmbedder(config: RefgraphConfig, prisma: PrismaClient): () => Promise<Embedder | null> {
  let loading: Promise<Embedder | null> | undefined;
  return () => {
    const model = config.embedding.model;
    loading ??= model === null ? Promise.resolve(null) : createEmbedder(prisma, config.embedding, model);
    // A failed load (e.g. models not built) is reported each time, not cached forever.
    loading.catch(() => (loading = undefined));
    return loading;
  };
}

function lazyLanguageDetector(): () => Promise<LanguageDetector> {
  let loading: Promise<LanguageDetector> | undefined;
  return () => {
    loading ??= loadCld3Identifier().then((identifier) => new LanguageDetector(identifier));
    loading.catch(() => (loading = undefined));
    return loading;
  };
}

export function createServices(config: RefgraphConfig): Services {
  const prisma = createPrismaClient(config.postgres);
  return {
    config,
    prisma,
    embedder: lazyEmbedder(config, prisma),
    popularity: new PopularityCache(CITATION_COUNTS_TTL_MILLISECONDS),
    citationCounts: new CitationCountCache(CITATION_COUNTS_TTL_MILLISECONDS),
    vocabulary: new VocabularyCache(() => loadVocabulary(prisma), VOCABULARY_TTL_MILLISECONDS, VOCABULARY_REFRESH_MILLISECONDS),
    languageDetector: lazyLanguageDetector(),
    elasticsearch: createElasticsearchClient(config.elasticsearch.connection),
    neo4j: createNeo4jDriver(config.neo4j),
    paperIndex: paperIndexName(config.elasticsearch.indexPrefix),
  };
}

/** What ingestion (and, through it, reindexing) writes to. */
export async function projectionTargets(services: Services): Promise<IngestTargets> {
  return {
    languageDetector: await services.languageDetector(),
    prisma: services.prisma,
    embedder: await services.embedder(),
    elasticsearch: services.elasticsearch,
    neo4j: services.neo4j,
    index: services.config.elasticsearch,
    batchSize: services.config.ingest.batchSize,
    limits: services.config.ingest.limits,
  };
}

/** What the ranking pipeline runs on. */
export async function rankEngines(services: Services): Promise<RankEngines> {
  return {
    prisma: services.prisma,
    elasticsearch: services.elasticsearch,
    paperIndex: services.paperIndex,
    graph: graphReader(services),
    embedder: await services.embedder(),
    popularity: services.popularity,
    citationCounts: services.citationCounts,
    detectLanguage: detectWith(await services.languageDetector()),
  };
}

/** Query texts whose language is remembered per engines object (a request, an evaluation run). */
const REMEMBERED_DETECTIONS = 64;

/**
 * The detector's answer for a query text (the BM25 stage reads the query under that language's
 * analyzer). One ranking asks it of the same text up to three times (placement, the BM25
 * candidates, the candidates' missing BM25 scores), and a talk's transcript takes CLD3 8-20 ms
 * each time on this event loop: the answers are remembered.
 */
function detectWith(detector: LanguageDetector): (text: string) => string | null {
  const detected = new LRUCache<string, { language: string | null }>({ max: REMEMBERED_DETECTIONS });
  return (text) => {
    let answer = detected.get(text);
    if (answer === undefined) {
      answer = { language: detector.detect(text) };
      detected.set(text, answer);
    }
    return answer.language;
  };
}

/** What concept search runs on. */
export function conceptEngines(services: Services): ConceptEngines {
  return {
    elasticsearch: services.elasticsearch,
    paperIndex: services.paperIndex,
    embedder: services.embedder,
    calibration: (model) => loadCalibration(services.prisma, model),
  };
}

/** What a bibliography preselection runs with. */
export function preselectSettings(config: RefgraphConfig): PreselectSettings {
  return { maxSize: config.bibliography.maxSize, preset: config.bibliography.preselect, recentYears: config.rank.recentYears };
}

export function graphReader(services: Services): GraphReader {
  return { driver: services.neo4j, settings: services.config.graph };
}

export function negativeSources(services: Services): NegativeSources {
  return { graph: graphReader(services), elasticsearch: services.elasticsearch, paperIndex: services.paperIndex, prisma: services.prisma };
}

export async function closeServices(services: Services): Promise<void> {
  const embedder = await services.embedder().catch(() => null);
  (await services.languageDetector().catch(() => null))?.close();
  await Promise.allSettled([services.prisma.$disconnect(), services.elasticsearch.close(), services.neo4j.close(), embedder?.encoder.close()]);
}
