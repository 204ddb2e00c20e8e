/** How many papers of the index are written in each language. Adapter: Elasticsearch. */
import type { Client } from '@elastic/elasticsearch';
import type { AggregationsStringTermsAggregate, AggregationsStringTermsBucket } from '@elastic/elasticsearch/lib/api/types';
import { ExpiringLoads } from '../common/expiring-loads';
import type { LanguageCount } from './bm25-query';

/** More buckets than there are ISO 639-1 codes (184): every stored language is counted. */
const MAX_LANGUAGES = 256;

/**
 * Papers of unknown language are left out. A size-0 search is answered from Elasticsearch's
 * shard request cache until the index next refreshes; still, each ask costs the engine about
 * 2 core-ms (a ranking asked up to three times: 4 of its 64 core-ms at 100k papers,
 * bench/es-split.ts), so the ranking reads them through LanguageCountCache.
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

/** The counts as a ranking reads them, by index: kept for a short time, one ask shared by the requests that want them at once. */
export class LanguageCountCache extends ExpiringLoads<LanguageCount[]> {}
