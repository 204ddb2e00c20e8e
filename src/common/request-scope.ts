/**
 * The API request being served, visible to the engine adapters and the error formatter without
 * threading it through every call: the Elasticsearch transport attaches its abort signal to each
 * request, Neo4j transactions take the time left as their timeout, masked errors carry its id.
 * Outside a request (CLI, ingestion) there is none and the adapters use their own timeouts.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export interface RequestScope {
  requestId: string;
  /** Aborted when the budget runs out or the client goes away. */
  signal: AbortSignal;
  /** Epoch milliseconds at which the budget runs out. */
  endsAt: number;
  /** Whom the shared workers schedule and charge the request to; none for probes. */
  tenant?: RequestTenant;
  /** A write (mutation): never cut by the read budget, it waits for slow workers as batch jobs do. */
  write?: boolean;
}

export interface RequestTenant {
  /** The principal's name (a key's id or a client address, never a secret). */
  name: string;
  /** Milliseconds of encoder runs the principal may use a minute. */
  encoderMsPerMinute: number;
}

const scope = new AsyncLocalStorage<RequestScope>();

export function runInRequestScope<T>(request: RequestScope, work: () => T): T {
  return scope.run(request, work);
}

/**
 * Runs `work` as if outside any request: clean-up that must finish even when the request was
 * abandoned or ran out of time (dropping a projected graph), which the engine adapters would
 * otherwise stop at once. It keeps the adapters' own timeouts.
 */
export function outsideRequestScope<T>(work: () => T): T {
  return scope.exit(work);
}

export function currentRequest(): RequestScope | undefined {
  return scope.getStore();
}

/** Milliseconds left in the current request's budget (at least 1), or undefined outside one. */
export function millisecondsLeft(now: number = Date.now()): number | undefined {
  const request = scope.getStore();
  return request === undefined ? undefined : Math.max(1, request.endsAt - now);
}
