/** Starts the GraphQL API on the configured engines. */
import { loadConfig } from '../config/config';
import { closeServices, createServices } from './services';
import { startServer } from './server';

async function main(): Promise<void> {
  const config = loadConfig();
  const services = createServices(config);
  // Load the encoder before serving, so the first request does not pay for it.
  const loading = performance.now();
  const embedder = await services.embedder();
  if (embedder) console.log(`encoder ${embedder.model} loaded in ${((performance.now() - loading) / 1000).toFixed(1)} s`);
  const server = await startServer(services, config.api);
  console.log(`Refgraph GraphQL API at ${server.url}`);
  const shutdown = async (): Promise<void> => {
    await server.stop();
    await closeServices(services);
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
