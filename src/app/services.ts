/** The long-lived clients the API, CLI and benches share, created once from the config, and the ports built from them. */
import { textHash } from '../common/text-hash';
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
import type { TitleTranslator } from '../projections';
import { LanguageDetector, loadCld3Identifier } from '../language';
import { createEmbedder } from '../embed';
import type { NegativeSources } from '../negatives';
import type { TrainingLibrary } from '../training';
import type { Embedder } from '../embed';
import { CitationCountCache, PopularityCache } from '../rank';
import type { RankEngines } from '../rank';
import { ConceptEngines, loadCalibration } from '../concepts';
import { createElasticsearchClient, LanguageCountCache, LongQueryTermCache, paperIndexName } from '../search';
import { createTranslator } from '../translation';
import type { Translator } from '../translation';

export interface Services {
  config: RefgraphConfig;
  prisma: PrismaClient;
  elasticsearch: Client;
  neo4j: Driver;
  paperIndex: string;
  /** The configured encoder, loaded on first use (model load takes a second or two); null when embedding is off. */
  embedder: OnFirstUse<Embedder | null>;
  /** Most-cited lists per year, shared by requests (see rank/popularity-cache.ts). */
  popularity: PopularityCache;
  /** Candidates' citation counts per year, shared by requests (see rank/citation-count-cache.ts). */
  citationCounts: CitationCountCache;
  /** The terms picked from long query texts, shared by requests (see search/long-query-terms.ts). */
  longQueryTerms: LongQueryTermCache;
  /** The library's language counts (see search/paper-languages.ts). */
  languageCounts: LanguageCountCache;
  /** Identifies the language of ingested texts that do not give one; loaded on first use. */
  languageDetector: OnFirstUse<LanguageDetector>;
  /** The language of query texts, remembered (see detectWith below). */
  queryLanguage: () => Promise<(text: string) => string | null>;
  /** Apertium: queries for the cross-lingual step, titles for the index; null when both are off. */
  translator: Translator | null;
  /** Field-of-study and venue names, shared by requests (see db/vocabulary-cache.ts). */
  vocabulary: VocabularyCache;
}

/** How long the most-cited lists, the citation counts, the terms picked from long texts and the language counts are kept (ingestion by the CLI, in another process, cannot clear them). */
const CITATION_COUNTS_TTL_MILLISECONDS = 5 * 60_000;
const VOCABULARY_TTL_MILLISECONDS = 5 * 60_000;
/** A name the kept vocabulary does not know reads it again at most this often. */
const VOCABULARY_REFRESH_MILLISECONDS = 1_000;

/**
 * Loaded on its first call and kept; `started()` is the load only when something asked for it,
 * so closing never loads what was never used (every CLI command's exit started the encoder's
 * ONNX worker just to stop it, and a worker torn down mid-start can abort the process).
 */
export type OnFirstUse<T> = (() => Promise<T>) & { started(): Promise<T> | undefined };

function onFirstUse<T>(load: () => Promise<T>): OnFirstUse<T> {
  let loading: Promise<T> | undefined;
  const get = (): Promise<T> => {
    loading ??= load();
    // A failed load (e.g. models not built) is reported each time, not cached forever.
    loading.catch(() => (loading = undefined));
    return loading;
  };
  return Object.assign(get, { started: () => loading });
}

export function lazyEmbedder(config: RefgraphConfig, prisma: PrismaClient): OnFirstUse<Embedder | null> {
  const model = config.embedding.model;
  return onFirstUse(() => (model === null ? Promise.resolve(null) : createEmbedder(prisma, config.embedding, model)));
}

function lazyLanguageDetector(): OnFirstUse<LanguageDetector> {
  return onFirstUse(() => loadCld3Identifier().then((identifier) => new LanguageDetector(identifier)));
}

export function createServices(config: RefgraphConfig): Services {
  const prisma = createPrismaClient(config.postgres);
  const languageDetector = lazyLanguageDetector();
  let detectQueryLanguage: ((text: string) => string | null) | undefined;
  return {
    config,
    prisma,
    embedder: lazyEmbedder(config, prisma),
    popularity: new PopularityCache(CITATION_COUNTS_TTL_MILLISECONDS),
    citationCounts: new CitationCountCache(CITATION_COUNTS_TTL_MILLISECONDS),
    vocabulary: new VocabularyCache(() => loadVocabulary(prisma), VOCABULARY_TTL_MILLISECONDS, VOCABULARY_REFRESH_MILLISECONDS),
    longQueryTerms: new LongQueryTermCache(CITATION_COUNTS_TTL_MILLISECONDS),
    languageCounts: new LanguageCountCache(CITATION_COUNTS_TTL_MILLISECONDS),
    languageDetector,
    queryLanguage: async () => (detectQueryLanguage ??= detectWith(await languageDetector())),
    translator: createTranslator(config.translation),
    elasticsearch: createElasticsearchClient(config.elasticsearch.connection, config.elasticsearch.callTimeoutMs),
    neo4j: createNeo4jDriver(config.neo4j),
    paperIndex: paperIndexName(config.elasticsearch.indexPrefix),
  };
}

/**
 * After API writes (ingestion, deletion): what the library's records decide and requests keep —
 * who is most cited and how often, the terms picked from long texts, the languages, fields and
 * venues — read again on the next request.
 */
export function forgetLibraryFacts(services: Services): void {
  services.popularity.clear();
  services.citationCounts.clear();
  services.longQueryTerms.clear();
  services.languageCounts.clear();
  services.vocabulary.clear();
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
    titleTranslator: titleTranslator(services),
  };
}

/** Titles rendered in another language at indexing; undefined when title translation is off. */
function titleTranslator(services: Services): TitleTranslator | undefined {
  const translator = services.config.translation.titles === 'apertium' ? services.translator : null;
  return translator ? { name: 'apertium', translate: (titles, from, to) => translator.translateEach(titles, from, to) } : undefined;
}

/** What the ranking runs on (its ports, rank/ports.ts) and the query source evaluation and the benches read. */
export async function rankEngines(services: Services): Promise<RankEngines> {
  const translator = services.config.translation.queries === 'apertium' ? services.translator : null;
  return {
    querySource: services.prisma,
    search: { client: services.elasticsearch, index: services.paperIndex },
    graph: graphReader(services),
    encoder: await services.embedder(),
    languages: {
      detect: await services.queryLanguage(),
      ...(translator && { translate: (text: string, from: string, to: string) => translator.translate(text, from, to), guess: (text: string) => translator.guessLanguage(text) }),
    },
    caches: { popularity: services.popularity, citationCounts: services.citationCounts, longQueryTerms: services.longQueryTerms, languageCounts: services.languageCounts },
    ...(services.config.learnedRanker && { learnedRanker: services.config.learnedRanker.ranker }),
  };
}

/** Query texts whose language is remembered, for all requests (the answer depends on the text alone). */
const REMEMBERED_DETECTIONS = 2_000;

/**
 * The detector's answer for a query text (the BM25 stage reads the query under that language's
 * analyzer). One ranking asks it of the same text up to three times (placement, the BM25
 * candidates, the candidates' missing BM25 scores), a dashboard asks for the same talks again
 * and again, and a talk's transcript takes CLD3 8-20 ms each time on this event loop: the
 * answers are remembered, keyed by the text's hash (transcripts are long).
 */
function detectWith(detector: LanguageDetector): (text: string) => string | null {
  const detected = new LRUCache<string, { language: string | null }>({ max: REMEMBERED_DETECTIONS });
  return (text) => {
    const key = textHash(text);
    let answer = detected.get(key);
    if (answer === undefined) {
      answer = { language: detector.detect(text) };
      detected.set(key, answer);
    }
    return answer.language;
  };
}

/** What concept search runs on. */
export function conceptEngines(services: Services): ConceptEngines {
  const translator = services.config.translation.queries === 'apertium' ? services.translator : null;
  return {
    elasticsearch: services.elasticsearch,
    paperIndex: services.paperIndex,
    embedder: services.embedder,
    calibration: (model) => loadCalibration(services.prisma, model),
    ...(translator && { translate: (text: string, from: string, to: string) => translator.translate(text, from, to) }),
  };
}

/** What a bibliography preselection runs with. */
export function preselectSettings(config: RefgraphConfig): PreselectSettings {
  return { maxSize: config.bibliography.maxSize, preset: config.bibliography.preselect, recentYears: config.rank.recentYears };
}

export function graphReader(services: Services): GraphReader {
  return { driver: services.neo4j, settings: services.config.graph };
}

/**
 * Where negatives come from, for a `request` (the API: each graph walk estimated first and refused above
 * REFGRAPH_GRAPH_MAX_TRAVERSALS) or an `offline` job of the operator's (training data, exports, evaluation
 * pools). Those walk every citing paper's neighbourhood once, and on any real library a well-cited paper's
 * three hops pass the cap meant for one request (AAN: 435,037 paths), which stopped `refgraph train` with
 * QUERY_TOO_LARGE; Neo4j's transaction timeout (REFGRAPH_GRAPH_TIMEOUT_MS) still bounds each of their reads.
 */
export function negativeSources(services: Services, use: 'request' | 'offline'): NegativeSources {
  return { graph: graphReader(services), boundedTraversals: use === 'request', elasticsearch: services.elasticsearch, paperIndex: services.paperIndex, prisma: services.prisma };
}

/** What the encoder's training data is drawn from: an offline job's negatives, and the translation settings Apertium starts with. */
export function trainingLibrary(services: Services): TrainingLibrary {
  return { sources: negativeSources(services, 'offline'), translation: services.config.translation };
}

export async function closeServices(services: Services): Promise<void> {
  const embedder = await services.embedder.started()?.catch(() => null);
  (await services.languageDetector.started()?.catch(() => null))?.close();
  services.translator?.close();
  await Promise.allSettled([services.prisma.$disconnect(), services.elasticsearch.close(), services.neo4j.close(), embedder?.close()]);
}
