import { readFileSync } from 'node:fs';
import { Client, Transport } from '@elastic/elasticsearch';
import type { TransportRequestOptions, TransportRequestParams } from '@elastic/transport';
import { currentRequest } from '../common/request-scope';
import type { ElasticsearchConnection } from './search-settings';

/**
 * Inside an API request, every Elasticsearch call is cut when the request's budget runs out or
 * its client goes away (common/request-scope.ts), so an abandoned query stops costing.
 */
class DeadlineTransport extends Transport {
  // The overloads' return types differ only by options.meta, which is passed through unchanged.
  override async request(params: TransportRequestParams, options: TransportRequestOptions = {}): Promise<never> {
    const deadline = currentRequest();
    if (deadline === undefined || options.signal !== undefined) return super.request(params, options) as Promise<never>;
    // The signal alone, not a shorter requestTimeout: the request's budget decides when to stop,
    // and the client hears QUERY_TIMEOUT whichever engine call was running then.
    return super.request(params, { ...options, signal: deadline.signal }) as Promise<never>;
  }
}

export function createElasticsearchClient(connection: ElasticsearchConnection): Client {
  // One retry: a dead node should surface as an error quickly, not after a long back-off. With
  // several nodes, that retry goes to another node, and the client leaves a dead one out of its
  // rotation for a while (resurrected later), so losing one node costs one failed attempt.
  // 60 s covers the longest single call ingestion makes (a bulk batch); API requests are held
  // to their own, shorter budget by the transport above.
  return new Client({
    nodes: connection.nodes,
    ...(connection.auth ? { auth: connection.auth } : {}),
    ...(connection.caFile ? { tls: { ca: readFileSync(connection.caFile) } } : {}),
    requestTimeout: 60_000,
    maxRetries: 1,
    Transport: DeadlineTransport,
  });
}
