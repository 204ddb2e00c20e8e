/**
 * The GraphQL endpoint, once authenticate-first.ts has found the principal and charged the request
 * to its rate limit and json-body.ts has read the body: refuse over-long documents before parsing, then let Apollo run it inside the request's scope (time budget,
 * cancellation when the client goes away, request id). Written on Apollo's
 * executeHTTPGraphQLRequest rather than @as-integrations/express5 so this one handler can
 * answer a run past its budget at once and cap the response size.
 */
import type { ApolloServer } from '@apollo/server';
import { HeaderMap } from '@apollo/server';
import type { Request, Response } from 'express';
import { runInRequestScope } from '../../common/request-scope';
import { RefgraphError } from '../../errors/refgraph-error';
import type { ApiSettings } from '../../config';
import { Context, createContext } from '../context';
import type { ApiMetrics } from '../observability/metrics';
import type { Authenticate } from '../security/authenticate';
import { Principal, principalName } from '../security/principal';
import { checkTokenCount } from '../security/query-limits';
import type { RateLimits } from '../security/rate-limits';
import { requestTimeoutError } from '../security/request-budget';
import type { Services } from '../../app';
import { sendError, sendTypedFailure } from './json-errors';
import { runsMutation } from './operation-kind';

export interface GraphQLRouteDeps {
  apollo: ApolloServer<Context>;
  services: Services;
  settings: ApiSettings;
  authenticate: Authenticate;
  rateLimits: RateLimits;
  metrics: ApiMetrics;
}

function headerMap(request: Request): HeaderMap {
  const headers = new HeaderMap();
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}

function documentOf(request: Request): unknown {
  if (request.method === 'GET') return request.query.query;
  return (request.body as { query?: unknown } | undefined)?.query;
}

function operationNameOf(request: Request): unknown {
  if (request.method === 'GET') return request.query.operationName;
  return (request.body as { operationName?: unknown } | undefined)?.operationName;
}

export function graphqlRoute(deps: GraphQLRouteDeps) {
  const { settings } = deps;
  return async (request: Request, response: Response): Promise<void> => {
    const requestId = response.locals.requestId as string;
    try {
      const principal = response.locals.principal as Principal;
      const document = documentOf(request);
      if (typeof document === 'string') checkTokenCount(document, settings.query.maxTokens);

      // Reads are cut at the budget or when their client leaves; writes run to the end they report.
      const write = runsMutation(document, operationNameOf(request));
      const controller = new AbortController();
      const endsAt = Date.now() + (write ? settings.writeTimeoutMs : settings.requestTimeoutMs);
      const abandon = (): void => controller.abort();
      let timer: NodeJS.Timeout | undefined;
      const budget = write
        ? new Promise<never>(() => undefined)
        : new Promise<'timeout'>((resolve) => {
            response.on('close', abandon);
            timer = setTimeout(() => {
              controller.abort();
              resolve('timeout');
            }, settings.requestTimeoutMs);
          });
      const tenant = { name: principalName(principal), encoderMsPerMinute: principal.limit.encoderMsPerMinute };
      const execution = runInRequestScope({ requestId, signal: controller.signal, endsAt, tenant, write }, () =>
        deps.apollo.executeHTTPGraphQLRequest({
          httpGraphQLRequest: { method: request.method.toUpperCase(), headers: headerMap(request), search: new URL(request.originalUrl, 'http://x').search, body: request.body },
          context: async () => createContext(deps.services, { principal, requestId, rateLimits: deps.rateLimits, metrics: deps.metrics }),
        }),
      );
      const outcome = await Promise.race([execution, budget]).finally(() => {
        clearTimeout(timer);
        response.off('close', abandon);
      });
      if (outcome === 'timeout') {
        execution.catch(() => undefined);
        return sendError(response, requestTimeoutError(settings.requestTimeoutMs), requestId);
      }
      if (outcome.body.kind !== 'complete') throw new RefgraphError('BAD_REQUEST', 'incremental delivery is not supported');
      if (Buffer.byteLength(outcome.body.string) > settings.maxResponseBytes) {
        return sendError(
          response,
          new RefgraphError('QUERY_TOO_LARGE', `the response is larger than ${settings.maxResponseBytes} bytes; ask for fewer or smaller lists`, { limit: settings.maxResponseBytes }),
          requestId,
        );
      }
      for (const [name, value] of outcome.headers) response.setHeader(name, value);
      response.status(outcome.status ?? 200).send(outcome.body.string);
    } catch (error) {
      // A limit that refused the request, or an engine down.
      if (!sendTypedFailure(response, error, deps.metrics)) throw error;
    }
  };
}
