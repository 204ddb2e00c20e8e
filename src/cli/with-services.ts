import { closeServices, createServices, Services } from '../api/services';
import { loadConfig } from '../config/config';

/** Runs a command with the engine clients open, and always closes them. */
export async function withServices<T>(work: (services: Services) => Promise<T>): Promise<T> {
  const services = createServices(loadConfig());
  try {
    return await work(services);
  } finally {
    await closeServices(services);
  }
}
