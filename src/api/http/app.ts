/**
 * The HTTP face (Express 5): client addresses (through trusted proxies only), request ids and
 * access logs, CORS by allow-list, probes, the GraphQL endpoint at `/` (authenticated from its
 * headers, then its JSON body read within a size and a depth), the browser pages (explorer,
 * GraphiQL: web-pages.ts), and JSON errors (never an HTML page or a stack trace) for a malformed
 * body, an unknown path or anything that escaped.
 */
import { randomUUID } from 'node:crypto';
import cors from 'cors';
import express, { NextFunction, Request, Response } from 'express';
import { RefgraphError } from '../../errors/refgraph-error';
import type { Logger } from '../observability/logger';
import { authenticateFirst } from './authenticate-first';
import { graphqlRoute, GraphQLRouteDeps } from './graphql-route';
import { jsonBody } from './json-body';
import { sendError } from './json-errors';
import { liveness, metricsEndpoint, readiness } from './probes';
import { browserLanding, webPages } from './web-pages';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

export function createApp(deps: GraphQLRouteDeps & { logger: Logger }) {
  const { settings, logger, metrics } = deps;
  const app = express();
  app.disable('x-powered-by');
  // request.ip (rate-limit buckets, failed-authentication budgets) is X-Forwarded-For's client only
  // when the direct peer is a listed proxy; none listed: the socket's address, whatever the headers say.
  app.set('trust proxy', settings.trustedProxies.length > 0 ? settings.trustedProxies : false);

  app.use((request: Request, response: Response, next: NextFunction) => {
    const given = request.headers['x-request-id'];
    const requestId = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    response.locals.requestId = requestId;
    response.setHeader('x-request-id', requestId);
    const started = performance.now();
    response.on('finish', () => {
      const route = request.path === '/' ? 'graphql' : request.path.slice(1);
      metrics.httpRequest(['graphql', 'healthz', 'readyz', 'metrics'].includes(route) ? route : 'other', response.statusCode);
      const principal = response.locals.principal as { kind: string; keyId?: string } | undefined;
      logger.info(
        { requestId, method: request.method, path: request.path, status: response.statusCode, ms: Math.round(performance.now() - started), key: principal?.keyId },
        'request',
      );
    });
    next();
  });
  // No origin listed: no CORS headers at all, so browsers allow same-origin pages only.
  app.use(cors({ origin: settings.corsOrigins.length > 0 ? settings.corsOrigins : false, maxAge: 600 }));

  app.get('/healthz', liveness);
  app.get('/readyz', readiness(deps.services, logger));
  app.get('/metrics', metricsEndpoint(metrics, deps.authenticate));
  app.use(webPages());
  app.get('/', browserLanding(settings.introspection));
  app.all('/', authenticateFirst(deps), jsonBody(settings), graphqlRoute(deps));

  app.use((_request: Request, response: Response) => {
    sendError(response, new RefgraphError('NOT_FOUND', 'no such path: the GraphQL endpoint is /, probes are /healthz, /readyz, /metrics, the explorer is /explorer/'), String(response.locals.requestId));
  });
  // Express's error handler: a typed error (a body that could not be read: json-body.ts) goes to
  // the client as it is; anything else is internal, logged once.
  app.use((error: unknown, _request: Request, response: Response, _next: NextFunction) => {
    const requestId = String(response.locals.requestId);
    if (error instanceof RefgraphError) return sendError(response, error, requestId);
    logger.error({ requestId, err: error }, 'unhandled error');
    response.status(500).json({ errors: [{ message: `Internal server error (request ${requestId})`, extensions: { code: 'INTERNAL_SERVER_ERROR', requestId } }] });
  });
  return app;
}
