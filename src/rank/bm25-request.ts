/**
 * The pipeline's BM25 request for a query, the one every caller sends (the candidate stage, the
 * filters stage scoring candidates other retrievers found, BM25 tuning, bench:rank's baseline),
 * so scores and timings always come from the same query. Adapter: Elasticsearch.
 */
import type { QueryDslQueryContainer } from '@elastic/elasticsearch/lib/api/types';
import { analysedLanguages, isSearchLanguage, libraryLanguages, paperLanguageCounts, prepareBm25Query, searchBm25, SearchHit, SearchLanguage } from '../search';
import type { LanguageCount, PaperFilter } from '../search';
import type { RankCaches, RankPorts } from './ports';
import type { RankQuery } from './types';

type Engines = Pick<RankPorts, 'search' | 'languages'> & { caches: Pick<RankCaches, 'longQueryTerms' | 'languageCounts'> };
type Query = Pick<RankQuery, 'text' | 'filters' | 'expansion' | 'readingLanguage'>;

/**
 * The analyzers the query is read under: its own language's when the detector is sure of it (or
 * the cross-lingual step placed it: `readingLanguage`); otherwise the languages of the papers it
 * may return: the filter's, else the library's. On AAN's paper titles, two thirds too short to
 * detect, reading them under the English library's analyzer alone instead of all three raised
 * MAP@100 by 1.6% (docs/notebook/evaluation-bm25-full.md, issue #27).
 */
async function queryLanguages(engines: Engines, { text, filters, readingLanguage }: Query): Promise<readonly SearchLanguage[]> {
  if (readingLanguage !== undefined) return [readingLanguage];
  const detected = engines.languages.detect?.(text) ?? null;
  if (isSearchLanguage(detected)) return [detected];
  if (filters.languages?.length) return analysedLanguages(filters.languages);
  return libraryLanguages(await libraryLanguageCounts(engines));
}

/** The library's language counts, as kept for the requests (search/paper-languages.ts). */
export function libraryLanguageCounts(engines: Pick<Engines, 'search' | 'caches'>): Promise<LanguageCount[]> {
  const { client, index } = engines.search;
  return engines.caches.languageCounts.get(index, () => paperLanguageCounts(client, index));
}

/** The query's BM25 reading, unfiltered (filters restrict the papers, never the readings). */
export async function bm25Reading(engines: Engines, query: Query): Promise<QueryDslQueryContainer> {
  const languages = await queryLanguages(engines, query);
  return prepareBm25Query(engines.search.client, engines.search.index, { text: query.text, languages, expansion: query.expansion }, engines.caches.longQueryTerms);
}

export async function bm25Hits(engines: Engines, query: Query, size: number, filter: PaperFilter): Promise<SearchHit[]> {
  return searchBm25(engines.search.client, engines.search.index, await bm25Reading(engines, query), size, filter);
}
