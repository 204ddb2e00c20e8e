/**
 * A concept search, described as data: what the API and `refgraph eval concepts` ask for, checked
 * once, before any engine is called. Pure.
 */
import { invalidArgument } from '../errors/refgraph-error';
import { SEARCH_LANGUAGES, SearchLanguage } from '../search';
import type { PaperFilter } from '../search';

export const CONCEPT_SEARCH_MODES = ['LEXICAL', 'DENSE', 'HYBRID'] as const;
export type ConceptSearchMode = (typeof CONCEPT_SEARCH_MODES)[number];

/** A cosine given by the caller, the calibrated margin of each hit's language, or none. */
export type ThresholdChoice = { kind: 'none' } | { kind: 'fixed'; cosine: number } | { kind: 'calibrated' };

/**
 * Which papers a search may return, by the values its facets show: document languages (null:
 * papers of unknown language), a year range, fields of study (any of them). Languages and
 * fields are matched against the index's values ignoring case (concept-filter.ts).
 */
export interface ConceptFilter {
  languages?: readonly (string | null)[];
  yearFrom?: number;
  yearTo?: number;
  fieldsOfStudy?: readonly string[];
  /** Venue names as stored (no facet counts them: the API resolves them beforehand). */
  venues?: readonly string[];
  /** Only these papers (the API's author filter, resolved to its authors' papers). */
  onlyIds?: readonly string[];
}

export interface ConceptQuery {
  text: string;
  /** The languages the query is written in: BM25 analyzes it with theirs, and monolingual search keeps documents in them. */
  languages: SearchLanguage[];
  /** Documents in any language (dense matching crosses languages; BM25 only shares words). */
  crossLingual: boolean;
  mode: ConceptSearchMode;
  threshold: ThresholdChoice;
  /** Only the hits that pass the threshold. */
  passedOnly: boolean;
  filter: ConceptFilter;
  /** Hits retrieved per retriever, and the most a search returns over all its pages. */
  depth: number;
}

export interface ConceptQueryInput {
  text: string;
  languages?: readonly string[] | null;
  crossLingual: boolean;
  mode: ConceptSearchMode;
  threshold: ThresholdChoice;
  passedOnly?: boolean;
  filter?: {
    languages?: readonly (string | null)[] | null;
    yearFrom?: number | null;
    yearTo?: number | null;
    fieldsOfStudy?: readonly string[] | null;
    venues?: readonly string[] | null;
    onlyIds?: readonly string[] | null;
  } | null;
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
  const passedOnly = input.passedOnly ?? false;
  if (passedOnly && input.threshold.kind === 'none') throw invalidArgument('passedOnly', 'needs a threshold (a cosine, or CALIBRATED) to pass');
  const queryLanguages = [...new Set(languages)] as SearchLanguage[];
  return { ...input, text, languages: queryLanguages, passedOnly, filter: checkedFilter(input.filter ?? {}, queryLanguages, input.crossLingual) };
}

function checkedFilter(input: NonNullable<ConceptQueryInput['filter']>, queryLanguages: readonly string[], crossLingual: boolean): ConceptFilter {
  const filter: ConceptFilter = {};
  if (input.languages !== undefined && input.languages !== null) {
    if (input.languages.length === 0) throw invalidArgument('filter.languages', 'name at least one language (null for papers of unknown language), or leave it out');
    const languages = [...new Set(input.languages.map((l) => (l === null ? null : l.trim().toLowerCase())))];
    if (!crossLingual) {
      const outside = languages.filter((l) => l === null || !queryLanguages.includes(l));
      if (outside.length > 0) {
        const names = outside.map((l) => (l === null ? 'unknown (null)' : `'${l}'`)).join(', ');
        throw invalidArgument('filter.languages', `${names} outside the query languages (${queryLanguages.join(', ')}) of a monolingual search, which returns none: set crossLingual: true`);
      }
    }
    filter.languages = languages;
  }
  const { yearFrom, yearTo } = input;
  if (yearFrom !== undefined && yearFrom !== null) filter.yearFrom = yearFrom;
  if (yearTo !== undefined && yearTo !== null) filter.yearTo = yearTo;
  if (filter.yearFrom !== undefined && filter.yearTo !== undefined && filter.yearFrom > filter.yearTo) {
    throw invalidArgument('filter.yearTo', `the range ends (${filter.yearTo}) before it starts (yearFrom ${filter.yearFrom})`);
  }
  if (input.fieldsOfStudy !== undefined && input.fieldsOfStudy !== null) {
    if (input.fieldsOfStudy.length === 0) throw invalidArgument('filter.fieldsOfStudy', 'name at least one field of study, or leave it out');
    const blank = input.fieldsOfStudy.findIndex((f) => f.trim() === '');
    if (blank >= 0) throw invalidArgument(`filter.fieldsOfStudy[${blank}]`, 'must not be empty');
    filter.fieldsOfStudy = [...new Set(input.fieldsOfStudy.map((f) => f.trim()))];
  }
  if (input.venues !== undefined && input.venues !== null) filter.venues = [...new Set(input.venues)];
  if (input.onlyIds !== undefined && input.onlyIds !== null) filter.onlyIds = [...new Set(input.onlyIds)];
  return filter;
}

/**
 * Which documents a search may return: those in the query's languages unless it is
 * cross-lingual, narrowed by the filter (whose languages and fields are the index's own values:
 * resolvedConceptFilter).
 */
export function documentFilter(query: ConceptQuery, filter: ConceptFilter = query.filter): PaperFilter {
  const paperFilter: PaperFilter = query.crossLingual ? {} : { languages: query.languages };
  if (filter.languages) {
    const named = filter.languages.filter((l): l is string => l !== null);
    paperFilter.languages = named;
    if (named.length < filter.languages.length) paperFilter.unknownLanguage = true;
  }
  if (filter.yearFrom !== undefined) paperFilter.minYear = filter.yearFrom;
  if (filter.yearTo !== undefined) paperFilter.maxYear = filter.yearTo;
  if (filter.fieldsOfStudy) paperFilter.fieldsOfStudy = filter.fieldsOfStudy;
  if (filter.venues) paperFilter.venues = filter.venues;
  if (filter.onlyIds) paperFilter.onlyIds = filter.onlyIds;
  return paperFilter;
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
  const { text, languages, crossLingual, mode, threshold, passedOnly, filter, depth } = query;
  const sortedFilter = {
    ...filter,
    ...(filter.languages ? { languages: [...filter.languages].sort() } : {}),
    ...(filter.fieldsOfStudy ? { fieldsOfStudy: [...filter.fieldsOfStudy].sort() } : {}),
    ...(filter.venues ? { venues: [...filter.venues].sort() } : {}),
    ...(filter.onlyIds ? { onlyIds: [...filter.onlyIds].sort() } : {}),
  };
  return JSON.stringify([text, [...languages].sort(), crossLingual, mode, threshold, depth, passedOnly, sortedFilter]);
}
