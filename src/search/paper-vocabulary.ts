/** The fields of study the index's papers name, for checking filter values. Adapter: Elasticsearch. */
import type { Client } from '@elastic/elasticsearch';
import type { AggregationsStringTermsAggregate, AggregationsStringTermsBucket } from '@elastic/elasticsearch/lib/api/types';

/** Far more than a corpus uses: a vocabulary cut short would call a real value unknown. */
const MAX_FIELDS_OF_STUDY = 10_000;

/** Every field of study in the index, most papers first. Served from the shard request cache until the next refresh. */
export async function paperFieldsOfStudy(client: Client, index: string): Promise<string[]> {
  const response = await client.search<unknown, { fields: AggregationsStringTermsAggregate }>({
    index,
    size: 0,
    request_cache: true,
    aggs: { fields: { terms: { field: 'fieldsOfStudy', size: MAX_FIELDS_OF_STUDY } } },
  });
  return ((response.aggregations?.fields.buckets ?? []) as AggregationsStringTermsBucket[]).map((bucket) => String(bucket.key));
}
