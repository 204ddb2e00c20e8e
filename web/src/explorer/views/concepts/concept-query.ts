/**
 * What the concept-search view asks the API, from its URL parameters, and how a facet click
 * changes them. Pure: the URL is the whole state, so a shared link reproduces the same search.
 *
 *   q      the concept                       ql     query languages (comma list; all three when absent)
 *   xl     1: cross-lingual                  mode   LEXICAL | DENSE | HYBRID (HYBRID when absent)
 *   th     calibrated | a cosine | absent    passed 1: passing hits only
 *   dl     document languages (comma list; 'unknown' for papers without one)
 *   from, to  years                          fields field-of-study names joined by '|'
 *   p      page (1-based)
 */

import { apiLanguage, shownLanguage } from '../../languages';

export const QUERY_LANGUAGES = ['ca', 'es', 'en'] as const;
export const MODES = ['HYBRID', 'DENSE', 'LEXICAL'] as const;
export type Mode = (typeof MODES)[number];
export const PAGE_SIZE = 10;
/** The API returns at most this many hits over all pages (REFGRAPH_CONCEPT_SEARCH_DEPTH's default). */
export const MAX_HITS = 100;
/** How the URL names papers of unknown language (the API's null). */
export const UNKNOWN_LANGUAGE = 'unknown';
const FIELD_SEPARATOR = '|';

export const CONCEPT_SEARCH = `query ConceptSearch($query: FreeText!, $languages: [Language!], $crossLingual: Boolean!, $mode: ConceptSearchMode!,
  $threshold: ConceptThreshold, $passedOnly: Boolean!, $filter: PaperFilter, $first: Int!) {
  search: conceptSearch(query: $query, languages: $languages, crossLingual: $crossLingual, mode: $mode, threshold: $threshold,
    passedOnly: $passedOnly, filter: $filter, first: $first) {
    totalCount totalCountRelation passedCount thresholdScore model
    edges { node { rank language score cosine margin threshold passed paper { id title year authors { name } } } }
    pageInfo { hasNextPage }
    facets { languages { language count total } yearRanges { from to count total } fieldsOfStudy { fieldOfStudy count total } }
  }
}`;

export interface ConceptHit {
  rank: number;
  language: string | null;
  score: number;
  cosine: number | null;
  margin: number | null;
  threshold: number | null;
  passed: boolean | null;
  paper: { id: string; title: string; year: number; authors: { name: string }[] };
}

export interface Bucket {
  count: number;
  total: number;
}

export interface ConceptSearchResult {
  /** The hits that match (see the schema): exact, or a lower bound as totalCountRelation says. */
  totalCount: number;
  totalCountRelation: 'EXACT' | 'AT_LEAST';
  passedCount: number | null;
  thresholdScore: 'COSINE' | 'MARGIN' | null;
  model: string | null;
  edges: { node: ConceptHit }[];
  pageInfo: { hasNextPage: boolean };
  facets: {
    languages: (Bucket & { language: string | null })[];
    /** The API's year ranges (decades, or narrower or wider as the hits span). */
    yearRanges: (Bucket & { from: number; to: number })[];
    fieldsOfStudy: (Bucket & { fieldOfStudy: string })[];
  };
}

export type ThresholdSetting = { kind: 'none' } | { kind: 'calibrated' } | { kind: 'cosine'; value: number };

export interface ConceptState {
  query: string;
  languages: string[];
  crossLingual: boolean;
  mode: Mode;
  threshold: ThresholdSetting;
  passedOnly: boolean;
  /** Document languages; null is unknown. */
  documentLanguages: (string | null)[];
  yearFrom: number | null;
  yearTo: number | null;
  fields: string[];
  page: number;
}

const list = (raw: string | null, separator = ','): string[] => (raw ?? '').split(separator).map((v) => v.trim()).filter((v) => v !== '');
const year = (raw: string | null): number | null => (raw !== null && /^\d{1,4}$/.test(raw) ? Number(raw) : null);

export function thresholdOf(raw: string | null): ThresholdSetting {
  if (raw === 'calibrated') return { kind: 'calibrated' };
  if (raw !== null && raw.trim() !== '' && Number.isFinite(Number(raw))) return { kind: 'cosine', value: Number(raw) };
  return { kind: 'none' };
}

export function conceptState(search: URLSearchParams): ConceptState {
  const languages = list(search.get('ql')).filter((l) => (QUERY_LANGUAGES as readonly string[]).includes(l));
  const page = Number(search.get('p') ?? '1');
  return {
    query: (search.get('q') ?? '').trim(),
    languages: languages.length > 0 ? languages : [...QUERY_LANGUAGES],
    crossLingual: search.get('xl') === '1',
    mode: MODES.find((m) => m === search.get('mode')) ?? 'HYBRID',
    threshold: thresholdOf(search.get('th')),
    passedOnly: search.get('passed') === '1',
    documentLanguages: list(search.get('dl')).map((l) => (l === UNKNOWN_LANGUAGE ? null : l)),
    yearFrom: year(search.get('from')),
    yearTo: year(search.get('to')),
    fields: list(search.get('fields'), FIELD_SEPARATOR),
    page: Number.isInteger(page) && page >= 1 && page <= MAX_HITS / PAGE_SIZE ? page : 1,
  };
}

/**
 * The operation's variables, or null while there is no query. The view asks for every hit up to
 * the end of its page and shows the last PAGE_SIZE of them: a page is then a URL of its own
 * (p=3), where an opaque cursor would need the pages before it.
 */
export function conceptVariables(state: ConceptState): Record<string, unknown> | null {
  if (state.query === '') return null;
  const filter: Record<string, unknown> = {};
  if (state.documentLanguages.length > 0) filter.languages = state.documentLanguages.map((l) => (l === null ? null : apiLanguage(l)));
  if (state.yearFrom !== null) filter.yearFrom = state.yearFrom;
  if (state.yearTo !== null) filter.yearTo = state.yearTo;
  if (state.fields.length > 0) filter.fieldsOfStudy = state.fields;
  const threshold = state.threshold.kind === 'none' ? null : state.threshold.kind === 'calibrated' ? 'CALIBRATED' : state.threshold.value;
  return {
    query: state.query,
    languages: state.languages.map(apiLanguage),
    crossLingual: state.crossLingual,
    mode: state.mode,
    threshold,
    passedOnly: state.passedOnly && threshold !== null,
    filter: Object.keys(filter).length > 0 ? filter : null,
    first: state.page * PAGE_SIZE,
  };
}

/** The API's answer with its languages as the explorer shows and links them (languages.ts). */
export function shownResult(result: ConceptSearchResult): ConceptSearchResult {
  const shown = (language: string | null) => (language === null ? null : shownLanguage(language));
  return {
    ...result,
    edges: result.edges.map((edge) => ({ node: { ...edge.node, language: shown(edge.node.language) } })),
    facets: { ...result.facets, languages: result.facets.languages.map((bucket) => ({ ...bucket, language: shown(bucket.language) })) },
  };
}

/** The hits of the state's page, from everything asked up to it. */
export function pageHits(result: ConceptSearchResult, page: number): ConceptHit[] {
  return result.edges.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map((e) => e.node);
}

/** URL changes for a facet value clicked: on when it was off, off when it was on; back to page 1. */
export type FacetValue = { kind: 'language'; value: string | null } | { kind: 'years'; from: number; to: number } | { kind: 'field'; value: string };

export function isActive(state: ConceptState, facet: FacetValue): boolean {
  switch (facet.kind) {
    case 'language':
      return state.documentLanguages.includes(facet.value);
    case 'years':
      return state.yearFrom === facet.from && state.yearTo === facet.to;
    case 'field':
      return state.fields.includes(facet.value);
  }
}

export function toggledFacet(state: ConceptState, facet: FacetValue): Record<string, string | undefined> {
  const on = !isActive(state, facet);
  const toggle = <V>(values: V[], value: V) => (on ? [...values, value] : values.filter((v) => v !== value));
  switch (facet.kind) {
    case 'language':
      return { dl: toggle(state.documentLanguages, facet.value).map((l) => l ?? UNKNOWN_LANGUAGE).join(','), p: undefined };
    case 'years':
      return { from: on ? String(facet.from) : undefined, to: on ? String(facet.to) : undefined, p: undefined };
    case 'field':
      return { fields: toggle(state.fields, facet.value).join(FIELD_SEPARATOR), p: undefined };
  }
}

/** A language code for people; null is unknown. */
export function languageName(code: string | null): string {
  return code ?? UNKNOWN_LANGUAGE;
}

/** A year range as a facet names it: "2019", or "2010–2019". */
export function yearRangeName(from: number, to: number): string {
  return from === to ? String(from) : `${from}–${to}`;
}

/**
 * The count as a reader takes it: "34 results", "1 passing result", "at least 10,000 results"
 * (a lower bound: the search stopped counting).
 */
export function countSentence(count: number, relation: 'EXACT' | 'AT_LEAST', passedOnly: boolean): string {
  const noun = `${passedOnly ? 'passing ' : ''}result${count === 1 && relation === 'EXACT' ? '' : 's'}`;
  return `${relation === 'AT_LEAST' ? 'at least ' : ''}${count.toLocaleString('en')} ${noun}`;
}
