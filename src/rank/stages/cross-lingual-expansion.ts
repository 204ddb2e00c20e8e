/**
 * The cross-lingual expansion step, before retrieval: for a query placed in another language
 * than the library's main one, the titles of its dense nearest papers in the main language
 * (papers of unknown language count in it) become a BM25 clause read under the main language's
 * analyzer (cross-lingual.ts). Every BM25 request of the query (candidates, missing scores)
 * carries it. Adapter: Elasticsearch.
 */
import { knnPaperTitles } from '../../search';
import { EXPANSION_NEIGHBOURS, expansionLanguage, titleExpansion } from '../cross-lingual';
import type { RankEngines, RankQuery } from '../types';
import { queryFilter } from './text-candidates';

/** The query with its expansion, or the query as it was when it is not to be expanded. */
export async function crossLingualQuery(engines: RankEngines, query: RankQuery, queryLanguage: string | null, mainLanguage: string | null): Promise<RankQuery> {
  const language = expansionLanguage(queryLanguage, mainLanguage, query.filters.languages);
  if (language === null || query.vector === null) return query;
  // The query's own filters (year, exclusions, fields, venues) hold for the neighbours too: a
  // paper the query may not return must not lend it its words.
  const filter = { ...queryFilter(query), languages: [language], unknownLanguage: true };
  const titles = await knnPaperTitles(engines.elasticsearch, engines.paperIndex, query.vector, EXPANSION_NEIGHBOURS, filter);
  const expansion = titleExpansion(titles, language);
  return expansion === undefined ? query : { ...query, expansion };
}
