/** Builds the Elasticsearch BM25 query for a free-text paper search. Pure. */
import type { QueryDslQueryContainer } from '@elastic/elasticsearch/lib/api/types';

export const SEARCH_LANGUAGES = ['en', 'es', 'ca'] as const;
export type SearchLanguage = (typeof SEARCH_LANGUAGES)[number];

/** Titles weigh more than abstracts: they are short and written to name the topic. */
const TITLE_BOOST = 2;

export function bm25PaperQuery(text: string, languages: readonly SearchLanguage[] = SEARCH_LANGUAGES): QueryDslQueryContainer {
  const fields = [
    `title^${TITLE_BOOST}`,
    'abstract',
    ...languages.flatMap((language) => [`title.${language}^${TITLE_BOOST}`, `abstract.${language}`]),
  ];
  return { multi_match: { query: text, fields, type: 'best_fields', tie_breaker: 0.3 } };
}
