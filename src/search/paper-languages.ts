/** How many papers of the index are written in each language. Adapter: Elasticsearch. */
import type { Client } from '@elastic/elasticsearch';
import type { AggregationsStringTermsAggregate, AggregationsStringTermsBucket } from '@elastic/elasticsearch/lib/api/types';
import type { LanguageCount } from './bm25-query';

/** More buckets than there are ISO 639-1 codes (184): every stored language is counted. */
const MAX_LANGUAGES = 256;

/**
 * Papers of unknown language are left out. A size-0 search is answered from Elasticsearch's
 * shard request cache until the index next refreshes, so asking per query stays cheap and never
 * stale.
 */
export async function paperLanguageCounts(client: Client, index: string): Promise<LanguageCount[]> {
  const response = await client.search<unknown, { languages: AggregationsStringTermsAggregate }>({
    index,
    size: 0,
    request_cache: true,
    aggs: { languages: { terms: { field: 'language', size: MAX_LANGUAGES } } },
  });
  const buckets = (response.aggregations?.languages.buckets ?? []) as AggregationsStringTermsBucket[];
  return buckets.map((bucket) => ({ language: String(bucket.key), papers: bucket.doc_count }));
}
