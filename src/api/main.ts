/** Starts the GraphQL API on the configured engines. */
// First: type-graphql's decorators need it when the type classes load, and services reach them.
import 'reflect-metadata';
import { loadConfig } from '../config';
import { createLogger, type Logger } from './observability/logger';
import { closeServices, createServices, type Services } from '../app';
import { engineFailure } from '../errors/engine-errors';
import { assertPaperIndexCurrent } from '../search';
import { startServer } from './server';

/**
 * An index an older Refgraph built lacks fields this build's BM25 reads, which Elasticsearch would
 * skip without a word: refuse to serve it (INDEX_OUTDATED names the rebuild). Elasticsearch not
 * answering yet is no reason to refuse: requests and /readyz say so until it does.
 */
async function refuseOutdatedIndex(services: Services, logger: Logger): Promise<void> {
  try {
    await assertPaperIndexCurrent(services.elasticsearch, services.paperIndex);
  } catch (error) {
    if (engineFailure(error) === null) throw error;
    logger.warn({ err: error }, 'the papers index could not be checked');
  }
}

async function main(): Promise<void> {
  const logger = createLogger();
  const config = loadConfig(process.env, 'serving');
  const services = createServices(config);
  await refuseOutdatedIndex(services, logger);
  // Load the encoder before serving, so the first request does not pay for it.
  const loading = performance.now();
  const embedder = await services.embedder();
  if (embedder) logger.info({ model: embedder.model, seconds: Number(((performance.now() - loading) / 1000).toFixed(1)) }, 'encoder loaded');
  const server = await startServer(services, { logger });
  const { api } = config;
  logger.info({ url: server.url, anonymousRead: api.anonymousRead, introspection: api.introspection, corsOrigins: api.corsOrigins }, 'Refgraph GraphQL API listening');
  const shutdown = async (): Promise<void> => {
    await server.stop();
    await closeServices(services);
  };
  // A failed shutdown still ends the process, with its reason logged and a failing exit code.
  const stop = (): void => {
    shutdown().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
