/**
 * The ports the ranking runs on, each narrow, built in src/app (services.ts's rankEngines). The
 * cascade's stages read RankPorts only: Elasticsearch through the search adapters, Neo4j through
 * the graph reader, the encoder, the query languages, the caches shared by requests. No stage
 * reads PostgreSQL: the query source (talks, papers, gold, run records) is for the callers that
 * build queries and judge rankings (evaluation, tuning, training, benches): RankEngines.
 */
import type { Client } from '@elastic/elasticsearch';
import type { PrismaClient } from '@prisma/client';
import type { Embedder } from '../embed';
import type { GraphReader } from '../graph';
import type { LanguageCountCache, LongQueryTermCache } from '../search';
import type { CitationCountCache } from './citation-count-cache';
import type { LearnedRanker } from './learned/ranker-model';
import type { PopularityCache } from './popularity-cache';

/** The papers index and the client that reads it (search/'s adapters take both). */
export interface PaperSearch {
  client: Client;
  index: string;
}

/** What the ranking knows of a query text's language, and how it renders it in another. */
export interface QueryLanguages {
  /** The language of a query text (ISO 639-1), or null when unsure; absent: BM25 reads every query as it reads those the detector cannot place. */
  detect?: (text: string) => string | null;
  /** Renders a query text in another language (ISO 639-1 codes), null when it cannot; absent: queries are not translated. */
  translate?: (text: string, from: string, to: string) => Promise<string | null>;
  /** The language of a short text the detector cannot place, guessed by the translator's dictionaries; absent: such queries stay unplaced. */
  guess?: (text: string) => Promise<string | null>;
}

/** What requests share: the most-cited lists, candidates' citation counts, the terms picked from long query texts, the library's language counts. */
export interface RankCaches {
  popularity: PopularityCache;
  citationCounts: CitationCountCache;
  longQueryTerms: LongQueryTermCache;
  languageCounts: LanguageCountCache;
}

/** What the cascade's stages run on. */
export interface RankPorts {
  search: PaperSearch;
  graph: GraphReader;
  /** Encodes queries (evaluation, the API's query texts, a translation's vector); null when no encoder is configured. */
  encoder: Embedder | null;
  languages: QueryLanguages;
  caches: RankCaches;
  /** What LEARNED fusion ranks with (REFGRAPH_RANKER_FILE); absent: LEARNED is refused. */
  learnedRanker?: LearnedRanker;
}

/** The ports and the query source: what evaluation, tuning, training and the benches run on. */
export interface RankEngines extends RankPorts {
  /** PostgreSQL: the talks and papers queries are built from, gold citations, run records. */
  querySource: PrismaClient;
}
