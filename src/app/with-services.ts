import { closeServices, createServices, Services } from './services';
import { loadConfig } from '../config';

/** How long closing the clients may take: after PostgreSQL died, Prisma's disconnect was seen never to settle. */
const CLOSE_WAIT_MS = 5_000;

/** Runs a command with the engine clients open, and always closes them. */
export async function withServices<T>(work: (services: Services) => Promise<T>): Promise<T> {
  const services = createServices(loadConfig());
  try {
    return await work(services);
  } finally {
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([closeServices(services), new Promise((resolve) => (timer = setTimeout(resolve, CLOSE_WAIT_MS)))]);
    clearTimeout(timer);
  }
}
