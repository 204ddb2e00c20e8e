/**
 * A concept search, described as data: what the API and `refgraph eval concepts` ask for, checked
 * once, before any engine is called. Pure.
 */
import { invalidArgument } from '../errors/refgraph-error';
import { SEARCH_LANGUAGES, SearchLanguage } from '../search';
import type { PaperFilter } from '../search';

export const CONCEPT_SEARCH_MODES = ['LEXICAL', 'DENSE', 'HYBRID'] as const;
export type ConceptSearchMode = (typeof CONCEPT_SEARCH_MODES)[number];

/** A cosine given by the caller, the calibrated one of each hit's language, or none. */
export type ThresholdChoice = { kind: 'none' } | { kind: 'fixed'; cosine: number } | { kind: 'calibrated' };

export interface ConceptQuery {
  text: string;
  /** The languages the query is written in: BM25 analyzes it with theirs, and monolingual search keeps documents in them. */
  languages: SearchLanguage[];
  /** Documents in any language (dense matching crosses languages; BM25 only shares words). */
  crossLingual: boolean;
  mode: ConceptSearchMode;
  threshold: ThresholdChoice;
  /** Hits retrieved per retriever, and the most a search returns over all its pages. */
  depth: number;
}

export interface ConceptQueryInput {
  text: string;
  languages?: readonly string[] | null;
  crossLingual: boolean;
  mode: ConceptSearchMode;
  threshold: ThresholdChoice;
  depth: number;
}

export function checkedConceptQuery(input: ConceptQueryInput): ConceptQuery {
  const text = input.text.trim();
  if (text === '') throw invalidArgument('query', 'must not be empty');
  const languages = input.languages ?? SEARCH_LANGUAGES;
  if (languages.length === 0) throw invalidArgument('languages', `name at least one language (${SEARCH_LANGUAGES.join(', ')}), or leave it out for all`);
  for (const language of languages) {
    if (!(SEARCH_LANGUAGES as readonly string[]).includes(language)) {
      throw invalidArgument('languages', `unknown language '${language}'; supported: ${SEARCH_LANGUAGES.join(', ')}`);
    }
  }
  if (input.threshold.kind === 'fixed' && !(input.threshold.cosine >= -1 && input.threshold.cosine <= 1)) {
    throw invalidArgument('threshold', `a cosine threshold is a number in [-1, 1], got ${input.threshold.cosine}`);
  }
  return { ...input, text, languages: [...new Set(languages)] as SearchLanguage[] };
}

/** Which documents a search may return: those in the query's languages, unless it is cross-lingual. */
export function documentFilter(query: ConceptQuery): PaperFilter {
  return query.crossLingual ? {} : { languages: query.languages };
}

/** Cosines are needed to rank (DENSE, HYBRID) or to compare with a threshold. */
export function needsCosines(query: ConceptQuery): boolean {
  return query.mode !== 'LEXICAL' || query.threshold.kind !== 'none';
}

/**
 * What identifies a search's ranking, for its cursors: a cursor from one search must not page
 * through another. `first` and `after` are not part of it.
 */
export function conceptSearchKey(query: ConceptQuery): string {
  const { text, languages, crossLingual, mode, threshold, depth } = query;
  return JSON.stringify([text, [...languages].sort(), crossLingual, mode, threshold, depth]);
}
