/**
 * rate-limiter-flexible's answer (a rejection, or the state of a spent budget) as RATE_LIMITED
 * with the seconds to wait (the HTTP face sends them as Retry-After); anything else, as it was.
 * One home for every budget kept with that library: the API's request, cost and failed-login
 * limits and the encoder's milliseconds a minute (embed/encoder-gate.ts).
 */
import { RateLimiterRes } from 'rate-limiter-flexible';
import { RefgraphError } from '../errors/refgraph-error';

export function overLimit(rejection: unknown, what: string, details: Record<string, unknown>): unknown {
  if (!(rejection instanceof RateLimiterRes)) return rejection;
  const retryAfterSeconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
  return new RefgraphError('RATE_LIMITED', `${what}; retry in ${retryAfterSeconds} s`, { ...details, retryAfterSeconds });
}
