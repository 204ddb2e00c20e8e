import { Client } from '@elastic/elasticsearch';

export function createElasticsearchClient(url: string): Client {
  // One retry: a dead node should surface as an error quickly, not after a long back-off.
  return new Client({ node: url, requestTimeout: 60_000, maxRetries: 1 });
}
