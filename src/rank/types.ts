/** The shapes that flow through the ranking pipeline. */
import type { EncodeRole } from '../embed';
import type { Bm25Expansion, SearchLanguage } from '../search';

export interface RankFilters {
  /** Stored values (the API resolves what users type to these, case-insensitively). */
  fieldsOfStudy?: string[];
  /** Venue names as stored. */
  venues?: string[];
  /** Stored codes (lowercase ISO 639-1, or 'und'). */
  languages?: string[];
  /** Papers stored without a language pass too (alone: only they pass the language filter). */
  unknownLanguage?: boolean;
  /** Candidates must be published in or after this year (the upper limit is the query's maxYear). */
  minYear?: number;
  /** Only these papers may be candidates (the API's author filter, resolved to its authors' papers). */
  onlyIds?: readonly string[];
}

/** A query, whatever it came from (talk, paper, citation context): what the stages need. */
export interface RankQuery {
  /** Text for BM25 (long texts are searched by their most telling terms). */
  text: string;
  /** Dense query vector, or null when no encoder is configured. */
  vector: Float32Array | null;
  /** The role a short query's vector was encoded in; its translation is encoded the same way (stages/cross-lingual-expansion.ts). Absent for talks. */
  vectorRole?: EncodeRole;
  /** The query's own year (a talk's, a paper's, the one a text is asked as of): what the recency feature counts a candidate's age from. */
  year: number;
  /** Candidates must be published in or before this year (the query's year or the one before, or a filter's earlier limit). */
  maxYear: number;
  /** Never recommended (the query paper itself). */
  excludeIds: string[];
  /** The query's authors (author ids), for the author feature; empty when unknown. */
  authorIds: string[];
  filters: RankFilters;
  /** Main-language text added to its BM25 request; set by the pipeline's cross-lingual step (stages/cross-lingual-expansion.ts), never by callers. */
  expansion?: Bm25Expansion;
  /**
   * The language BM25 reads the query in, set with the expansion: the detector's, or for a short
   * query it cannot place the language the translator's dictionaries guessed (stages/place.ts's
   * queryPlacement); absent, BM25 places the query itself (bm25-request.ts).
   */
  readingLanguage?: SearchLanguage;
}

export interface RankSettings {
  bm25Candidates: number;
  denseCandidates: number;
  /** Most-cited papers (before the query) added as candidates: the popularity prior; 0 turns it off. */
  popularCandidates: number;
  /** Best text candidates whose citation neighbours are added. */
  expansionSeeds: number;
  expansionLimit: number;
  /** Window of the recent-citations feature. */
  recentYears: number;
}

/**
 * How a query placed in another language than the library's main one was read (the
 * cross-lingual step, stages/cross-lingual-expansion.ts): what a user sees of it.
 */
export interface CrossLingualReading {
  /** The query's language, as placed or guessed. */
  queryLanguage: string;
  /** The library's main language, which the query was also searched in. */
  searchedIn: string;
  /** Its translation into that language (BM25 reads it, and its vector is averaged into the query's); null when not translated. */
  translation: string | null;
  /** The titles of its nearest main-language papers, read by BM25 beside the query. */
  neighbourTitles: string[];
}

/** A citation between a candidate and a seed (the head of the text retrieval): why the graph feature scored it. */
export interface GraphLink {
  seedId: string;
  /** The candidate cites the seed. */
  citesSeed: boolean;
  /** The seed cites the candidate. */
  citedBySeed: boolean;
}

