/** Builds the Elasticsearch BM25 query for a free-text paper search. Pure. */
import type { QueryDslQueryContainer } from '@elastic/elasticsearch/lib/api/types';
import { PaperFilter, paperFilterClauses } from './paper-filter';

export const SEARCH_LANGUAGES = ['en', 'es', 'ca'] as const;
export type SearchLanguage = (typeof SEARCH_LANGUAGES)[number];

/** Titles weigh more than abstracts: they are short and written to name the topic. */
const TITLE_BOOST = 2;

/**
 * Texts longer than this (a talk transcript, a long abstract) are searched by their most
 * telling terms (more_like_this picks them by tf-idf) instead of every word they contain.
 */
export const LONG_QUERY_CHARACTERS = 2000;
const LONG_QUERY_TERMS = 64;

function searchedFields(languages: readonly SearchLanguage[]): string[] {
  return [`title^${TITLE_BOOST}`, 'abstract', ...languages.flatMap((language) => [`title.${language}^${TITLE_BOOST}`, `abstract.${language}`])];
}

export function bm25PaperQuery(text: string, languages: readonly SearchLanguage[] = SEARCH_LANGUAGES): QueryDslQueryContainer {
  if (text.length > LONG_QUERY_CHARACTERS) {
    // more_like_this takes no per-field boosts: it weighs terms by tf-idf in each field. Any one
    // term may match (its default wants 30% of them), so BM25 ranks rather than filters.
    const fields = searchedFields(languages).map((field) => field.replace(/\^.*$/, ''));
    return { more_like_this: { fields, like: text, max_query_terms: LONG_QUERY_TERMS, min_term_freq: 1, min_doc_freq: 1, minimum_should_match: '1' } };
  }
  return { multi_match: { query: text, fields: searchedFields(languages), type: 'best_fields', tie_breaker: 0.3 } };
}

/** The BM25 query restricted by a filter (year, exclusions, fields, venues, languages). */
export function filteredBm25Query(text: string, filter: PaperFilter, languages?: readonly SearchLanguage[]): QueryDslQueryContainer {
  const query = bm25PaperQuery(text, languages);
  const clauses = paperFilterClauses(filter);
  return clauses ? { bool: { must: [query], ...clauses } } : query;
}
