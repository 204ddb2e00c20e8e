/**
 * Per-principal limits on requests and on query cost per minute (rate-limiter-flexible, in this
 * process's memory: with several API replicas each enforces its own share; its Redis or PostgreSQL
 * stores are the way to one shared budget). Over the limit → RATE_LIMITED with the seconds to wait.
 *
 * Cost is also held to a sixth of its minute budget per 10 seconds (but never below one query at
 * the cost limit): spent in a burst at the start of a minute, a full budget of the heaviest
 * queries slowed everyone else's answers for those seconds (bench:security).
 */
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { overLimit } from '../../common/over-limit';
import { Principal, principalName } from './principal';

interface Window {
  name: 'minute' | 'burst';
  seconds: number;
}

const MINUTE: Window = { name: 'minute', seconds: 60 };
const BURST: Window = { name: 'burst', seconds: 10 };

export class RateLimits {
  /** One limiter per window, kind and points value (keys may carry their own limits). */
  private readonly limiters = new Map<string, RateLimiterMemory>();

  /** `maxCost`: the most one query may cost, which the burst window always lets through. */
  constructor(private readonly maxCost: number) {}

  private limiter(window: Window, kind: 'requests' | 'cost', points: number): RateLimiterMemory {
    const name = `${window.name}:${kind}:${points}`;
    let limiter = this.limiters.get(name);
    if (!limiter) {
      limiter = new RateLimiterMemory({ points, duration: window.seconds, keyPrefix: name });
      this.limiters.set(name, limiter);
    }
    return limiter;
  }

  async request(principal: Principal): Promise<void> {
    await this.consume(MINUTE, 'requests', principal.limit.requestsPerMinute, principal, 1);
  }

  async cost(principal: Principal, cost: number): Promise<void> {
    if (cost <= 0) return;
    for (const [window, points] of this.costWindows(principal)) await this.consume(window, 'cost', points, principal, cost);
  }

  /**
   * Refuses at once a principal whose cost budget is already spent in a window: any query would be
   * refused by cost() after its body was read, parsed, validated and priced. Checked from the
   * headers (http/authenticate-first.ts): four keys resending the heaviest encoder query as they
   * were refused kept the event loop busy with those steps (bench:security's encoder scenario).
   */
  async costLeft(principal: Principal): Promise<void> {
    for (const [window, points] of this.costWindows(principal)) {
      const spent = await this.limiter(window, 'cost', points).get(principalName(principal));
      if (spent !== null && spent.consumedPoints >= points) throw overWindow(spent, window, 'cost', points);
    }
  }

  private costWindows(principal: Principal): [Window, number][] {
    const perMinute = principal.limit.costPerMinute;
    return [
      [BURST, Math.max(Math.ceil(perMinute / 6), Math.min(this.maxCost, perMinute))],
      [MINUTE, perMinute],
    ];
  }

  private async consume(window: Window, kind: 'requests' | 'cost', points: number, principal: Principal, spent: number): Promise<void> {
    try {
      await this.limiter(window, kind, points).consume(principalName(principal), spent);
    } catch (rejection) {
      throw overWindow(rejection, window, kind, points);
    }
  }
}

/** A window's refusal: what was over which limit, in the client's words. */
function overWindow(rejection: unknown, window: Window, kind: 'requests' | 'cost', points: number): unknown {
  const what = kind === 'requests' ? `${points} requests` : `a query cost of ${points}`;
  return overLimit(rejection, `over the limit of ${what} per ${window.seconds === 60 ? 'minute' : `${window.seconds} s`}`, { limit: points, kind, window: `${window.seconds}s` });
}
