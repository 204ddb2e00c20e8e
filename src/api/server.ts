/** Assembles the API: schema with its guards, Apollo with its limits, the HTTP face; listens. */
// First: the GraphQL types' decorators read it as their modules load (createApp's routes load some).
import 'reflect-metadata';
import type { Server } from 'node:http';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import type { Context } from './context';
import { maskErrors } from './error-masking';
import { createApp } from './http/app';
import { createLogger, Logger } from './observability/logger';
import { ApiMetrics } from './observability/metrics';
import { operationMetricsPlugin } from './observability/operation-metrics';
import { buildRefgraphSchema } from './schema';
import { AuthFailures } from './security/auth-failures';
import { createAuthenticator } from './security/authenticate';
import { costLimitPlugin, queryLimitRules } from './security/query-limits';
import { RateLimits } from './security/rate-limits';
import { rankerVersion, withServedEncoder, withServedRanker } from '../app';
import type { Services } from '../app';

export interface RunningServer {
  url: string;
  stop: () => Promise<void>;
}

/** `port` overrides the configured one (0: any free port, for tests and benchmarks). */
export async function startServer(given: Services, options: { port?: number; logger?: Logger } = {}): Promise<RunningServer> {
  const settings = { ...given.config.api, ...(options.port === undefined ? {} : { port: options.port }) };
  const logger = options.logger ?? createLogger();
  const warn = (err: unknown, message: string) => logger.warn({ err }, message);
  const services = await withServedRanker(await withServedEncoder(given, warn), warn);
  if (services.config.embedding.model !== given.config.embedding.model) logger.info({ encoder: services.config.embedding.model }, 'promoted encoder served');
  const served = services.config.learnedRanker;
  if (served !== null) logger.info({ ranker: rankerVersion('LEARNED', served), file: served.file }, 'learned ranker served: the default fusion is LEARNED');
  const metrics = new ApiMetrics();
  const apollo = new ApolloServer<Context>({
    schema: await buildRefgraphSchema(settings),
    introspection: settings.introspection,
    includeStacktraceInErrorResponses: false,
    allowBatchedHttpRequests: false,
    csrfPrevention: true,
    validationRules: queryLimitRules(settings.query),
    plugins: [
      costLimitPlugin(settings.query.maxCost),
      operationMetricsPlugin(metrics),
      // Browsers get our own pages (http/web-pages.ts), never Apollo's CDN-loaded sandbox.
      ApolloServerPluginLandingPageDisabled(),
    ],
    formatError: maskErrors({
      developmentErrors: settings.developmentErrors,
      hideSuggestions: !settings.introspection,
      logInternal: (error, requestId) => logger.error({ requestId, err: error }, 'request failed'),
      countEngineError: (engine, code) => metrics.engineError(engine, code),
    }),
  });
  await apollo.start();
  const app = createApp({ apollo, services, settings, authenticate: createAuthenticator(services.prisma, settings, new AuthFailures(settings.authFailuresPerMinute)), rateLimits: new RateLimits(settings.query.maxCost), metrics, logger });
  const server: Server = await new Promise((resolve, reject) => {
    const listening = app.listen(settings.port, settings.host, (error?: Error) => (error ? reject(error) : resolve(listening)));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : settings.port;
  const host = settings.host.includes(':') ? `[${settings.host}]` : settings.host;
  return {
    url: `http://${host}:${port}/`,
    stop: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await apollo.stop();
      // The promoted encoder's embedder is the server's own (the given services close theirs).
      if (services.embedder !== given.embedder) await (await services.embedder.started()?.catch(() => null))?.close();
    },
  };
}
