import { closeServices, createServices, Services } from './services';
import { loadConfig } from '../config';
import { withServedEncoder } from './served-encoder';

/** How long closing the clients may take: after PostgreSQL died, Prisma's disconnect was seen never to settle. */
const CLOSE_WAIT_MS = 5_000;

/** Runs a command with the engine clients open (the encoder the registry promoted, as a server's), and always closes them. */
export async function withServices<T>(work: (services: Services) => Promise<T>, options: { encoder: 'served' | 'configured' } = { encoder: 'served' }): Promise<T> {
  let services = createServices(loadConfig());
  try {
    // The promoted encoder, as a server picks it: a command writes and reads the served index's vectors.
    // `refgraph models` manages the registry with the configured one: a rollback must work when the promoted file is broken.
    if (options.encoder === 'served') services = await withServedEncoder(services, (error, message) => console.error(`refgraph: warning: ${message} (${error instanceof Error ? error.message : String(error)})`));
    return await work(services);
  } finally {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([closeServices(services), new Promise((resolve) => (timer = setTimeout(resolve, CLOSE_WAIT_MS)))]);
    clearTimeout(timer);
  }
}
