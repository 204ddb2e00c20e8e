import { createLoaders, Loaders } from './loaders';
import type { Services } from './services';

export interface Context {
  services: Services;
  loaders: Loaders;
}

export function createContext(services: Services): Context {
  return { services, loaders: createLoaders(services) };
}
