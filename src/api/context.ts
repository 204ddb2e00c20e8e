import { createLoaders, Loaders } from './loaders';
import type { ApiMetrics } from './observability/metrics';
import type { Principal } from './security/principal';
import type { RateLimits } from './security/rate-limits';
import type { Services } from '../app';

export interface Context {
  services: Services;
  loaders: Loaders;
  /** Who the request acts for (security/authenticate.ts). */
  principal: Principal;
  /** Sent back in the `x-request-id` header and in masked errors; on every log line. */
  requestId: string;
  rateLimits: RateLimits;
  metrics: ApiMetrics;
}

export function createContext(services: Services, request: Omit<Context, 'services' | 'loaders'>): Context {
  return { services, loaders: createLoaders(services), ...request };
}
