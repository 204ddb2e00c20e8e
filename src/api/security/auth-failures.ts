/**
 * Failed authentications per client address per minute (rate-limiter-flexible, in memory). A
 * presented key that is not a cached live one is charged BEFORE it is looked up and refunded when
 * it turns out live, so an address past its budget gets RATE_LIMITED without a PostgreSQL lookup
 * (issue #47: 1,602 random keys in 10 s had cost 1,602 lookups and never met a limit), and a
 * burst of concurrent guesses cannot all slip past a check made before any of them failed.
 */
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { overLimit } from '../../common/over-limit';

export class AuthFailures {
  private readonly limiter: RateLimiterMemory;

  constructor(private readonly perMinute: number) {
    this.limiter = new RateLimiterMemory({ points: perMinute, duration: 60, keyPrefix: 'auth-failures' });
  }

  /** Counts an attempt that may fail; RATE_LIMITED when the address has no failures left this minute. */
  async charge(address: string): Promise<void> {
    try {
      await this.limiter.consume(address, 1);
    } catch (rejection) {
      throw overLimit(rejection, `over the limit of ${this.perMinute} failed authentications per minute from this address`, {
        limit: this.perMinute,
        kind: 'authentication failures',
        window: '60s',
      });
    }
  }

  /** The attempt succeeded: it was not a failure. */
  async refund(address: string): Promise<void> {
    await this.limiter.reward(address, 1);
  }
}
