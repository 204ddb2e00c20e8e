import { readFileSync } from 'node:fs';
import { Client, Transport } from '@elastic/elasticsearch';
import type { TransportRequestOptions, TransportRequestParams } from '@elastic/transport';
import { currentRequest } from '../common/request-scope';
import type { ElasticsearchConnection } from './search-settings';

/** Used where no setting is passed (tools and tests that make a client of their own). */
const DEFAULT_CALL_TIMEOUT_MS = 4_000;

/**
 * Inside an API request, every Elasticsearch call is cut when the request's budget runs out or
 * its client goes away (common/request-scope.ts), so an abandoned query stops costing; and each
 * call has its own, shorter timeout, so a hung Elasticsearch (SIGSTOP: the socket accepts, nothing
 * answers) is answered ENGINE_TIMEOUT naming it instead of using up the whole budget. Whichever
 * comes first wins: the budget's abort is QUERY_TIMEOUT, the call's timeout ENGINE_TIMEOUT
 * (errors/engine-errors.ts). The client does not retry a timed-out call (retryOnTimeout is off).
 * A write's calls are neither: a bulk request stopped half-way would leave the index behind
 * PostgreSQL (issue #47).
 */
function deadlineTransport(callTimeoutMs: number): typeof Transport {
  return class DeadlineTransport extends Transport {
    // The overloads' return types differ only by options.meta, which is passed through unchanged.
    override async request(params: TransportRequestParams, options: TransportRequestOptions = {}): Promise<never> {
      const deadline = currentRequest();
      // Writes (mutations) run to their end: the client's 60 s per call, no per-call cut.
      if (deadline === undefined || deadline.write === true || options.signal !== undefined) return super.request(params, options) as Promise<never>;
      return super.request(params, { requestTimeout: callTimeoutMs, ...options, signal: deadline.signal }) as Promise<never>;
    }
  };
}

export function createElasticsearchClient(connection: ElasticsearchConnection, callTimeoutMs = DEFAULT_CALL_TIMEOUT_MS): Client {
  // One retry: a dead node should surface as an error quickly, not after a long back-off. With
  // several nodes, that retry goes to another node, and the client leaves a dead one out of its
  // rotation for a while (resurrected later), so losing one node costs one failed attempt.
  // 60 s covers the longest single call ingestion makes (a bulk batch); API requests are held
  // to their own, shorter timeouts by the transport above.
  return new Client({
    nodes: connection.nodes,
    ...(connection.auth ? { auth: connection.auth } : {}),
    ...(connection.caFile ? { tls: { ca: readFileSync(connection.caFile) } } : {}),
    requestTimeout: 60_000,
    maxRetries: 1,
    Transport: deadlineTransport(callTimeoutMs),
  });
}
