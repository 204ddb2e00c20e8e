/**
 * The pipeline's BM25 request for a query, the one every caller sends (the candidate stage, the
 * features stage filling in missing scores, BM25 tuning, bench:rank's baseline), so scores and
 * timings always come from the same query: its text read under the query's own language when the
 * detector is sure of it, else under every analyzer. Adapter: Elasticsearch.
 */
import { queryLanguages, searchPapers, SearchHit } from '../search';
import type { PaperFilter } from '../search';
import type { RankEngines, RankQuery } from './types';

export async function bm25Hits(engines: Pick<RankEngines, 'elasticsearch' | 'paperIndex' | 'detectLanguage'>, query: Pick<RankQuery, 'text'>, size: number, filter: PaperFilter): Promise<SearchHit[]> {
  const languages = queryLanguages(engines.detectLanguage?.(query.text) ?? null);
  return searchPapers(engines.elasticsearch, engines.paperIndex, { text: query.text, size, filter, languages });
}
