/**
 * Per-principal limits on requests and on query cost per minute (rate-limiter-flexible, in this
 * process's memory: with several API replicas each enforces its own share; its Redis or PostgreSQL
 * stores are the way to one shared budget). Over the limit → RATE_LIMITED with the seconds to wait.
 */
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { RefgraphError } from '../../errors/refgraph-error';
import { Principal, principalName } from './principal';

const WINDOW_SECONDS = 60;

export class RateLimits {
  /** One limiter per distinct points-per-minute value (keys may carry their own limits). */
  private readonly limiters = new Map<string, RateLimiterMemory>();

  private limiter(kind: 'requests' | 'cost', points: number): RateLimiterMemory {
    const name = `${kind}:${points}`;
    let limiter = this.limiters.get(name);
    if (!limiter) {
      limiter = new RateLimiterMemory({ points, duration: WINDOW_SECONDS, keyPrefix: name });
      this.limiters.set(name, limiter);
    }
    return limiter;
  }

  async request(principal: Principal): Promise<void> {
    await this.consume('requests', principal.limit.requestsPerMinute, principal, 1);
  }

  async cost(principal: Principal, cost: number): Promise<void> {
    if (cost <= 0) return;
    await this.consume('cost', principal.limit.costPerMinute, principal, cost);
  }

  private async consume(kind: 'requests' | 'cost', perMinute: number, principal: Principal, points: number): Promise<void> {
    try {
      await this.limiter(kind, perMinute).consume(principalName(principal), points);
    } catch (rejection) {
      if (!(rejection instanceof RateLimiterRes)) throw rejection;
      const retryAfterSeconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
      const what = kind === 'requests' ? `${perMinute} requests` : `a query cost of ${perMinute}`;
      throw new RefgraphError('RATE_LIMITED', `over the limit of ${what} per minute; retry in ${retryAfterSeconds} s`, {
        limit: perMinute,
        kind,
        retryAfterSeconds,
      });
    }
  }
}
