/**
 * The one door to the encoders' model runs, shared by every request and batch job of a process
 * (issue #47: four clients sending long texts within their query limits raised everyone else's
 * p50 38×, and a request past its budget kept encoding for 10 s after its answer).
 * - Runs wait their turn in a FairScheduler, one at a time: the client that used the encoders
 *   least lately goes first, and the runs of a request that ended are dropped.
 * - Each API principal has a budget of encoder milliseconds a minute (rate-limiter-flexible,
 *   as the other rate limits): what its runs took is charged after them, and a request that
 *   starts with the budget spent is refused with RATE_LIMITED before it runs anything. A request
 *   admitted runs to its end (a write is never cut half-way by this budget); its cost estimate
 *   (api/security/query-cost.ts) bounds how much that can be.
 * - With a fast lane (serving), runs over short sequences (queries) take turns on a second
 *   session of their own, so a short query never waits for another client's 512-token window
 *   already running (a run cannot be interrupted: on one thread that wait was most of what
 *   others' p95 lost beside clients encoding long texts). The second session is loaded on the
 *   first short run (+~500 MB for the fp32 model).
 * - API reads' long runs may keep at most `servingShare` of a core busy: after each one the main
 *   session rests in proportion to it before the next starts (its answer is not held back). Four
 *   keys each spending their encoder budget kept one core busy all the time, and every other
 *   request then shared the second core with the engines (others' p95 1.5-1.7× their p95
 *   alone). Writes and work outside requests are not paced.
 * Work outside a request (CLI ingestion, evaluation) is one tenant of its own, with no budget.
 */
import { setTimeout as delay } from 'node:timers/promises';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { CLIENT_USAGE_HALF_LIFE_MS, FairScheduler, UNNAMED_TENANT } from '../common/fair-scheduler';
import { overLimit } from '../common/over-limit';
import { currentRequest, RequestScope, RequestTenant } from '../common/request-scope';

/** One 512-token window takes ~0.2-0.6 s here: a job more per client would only wait. */
const MAX_WAITING_PER_TENANT = 256;

/** Which session a run goes to. */
export type EncoderLane = 'main' | 'fast';

function lane(): FairScheduler {
  return new FairScheduler({ concurrency: 1, maxWaitingPerTenant: MAX_WAITING_PER_TENANT, halfLifeMs: CLIENT_USAGE_HALF_LIFE_MS, now: () => performance.now() });
}

export class EncoderGate {
  private readonly lanes: Record<EncoderLane, FairScheduler> = { main: lane(), fast: lane() };
  /** One limiter a budget size (principals may differ). */
  private readonly budgets = new Map<number, RateLimiterMemory>();
  /** Requests already admitted: later runs of the same request are not refused. */
  private readonly admitted = new WeakSet<RequestScope>();

  /**
   * `fastLane`: short runs go to a second session of their own; `servingShare`: the share of a
   * core API reads' long runs may keep busy (1: no rest). See above.
   */
  constructor(
    private readonly fastLane = false,
    private readonly servingShare = 1,
  ) {}

  /**
   * Runs one model run of the current request (or of work outside requests) when its turn comes,
   * on the session of the lane it is given (the fast one only for a SHORT run with a fast lane).
   */
  async run<T>(modelRun: (lane: EncoderLane) => Promise<T>, short = false): Promise<T> {
    const request = currentRequest();
    const tenant = request?.tenant;
    if (request !== undefined && tenant !== undefined && !this.admitted.has(request)) {
      await this.admit(tenant);
      this.admitted.add(request);
    }
    const chosen: EncoderLane = this.fastLane && short ? 'fast' : 'main';
    const paced = chosen === 'main' && request !== undefined && !request.write && this.servingShare < 1;
    // The scheduler's slot is held through the rest, the caller's answer is not.
    return new Promise<T>((resolve, reject) => {
      this.lanes[chosen]
        .run(tenant?.name ?? UNNAMED_TENANT, request?.signal, async () => {
          const started = performance.now();
          let tookMs = 0;
          try {
            resolve(await modelRun(chosen));
          } catch (error) {
            reject(error);
          } finally {
            tookMs = performance.now() - started;
            if (tenant !== undefined) await this.budget(tenant).penalty(tenant.name, Math.ceil(tookMs));
          }
          if (paced) await delay((tookMs * (1 - this.servingShare)) / this.servingShare);
        })
        // The scheduler's own refusals (waiting cap, request ended before its turn).
        .catch(reject);
    });
  }

  private async admit(tenant: RequestTenant): Promise<void> {
    const used = await this.budget(tenant).get(tenant.name);
    if (used === null || used.consumedPoints < tenant.encoderMsPerMinute) return;
    throw overLimit(used, `over the limit of ${tenant.encoderMsPerMinute} ms of encoder time per minute`, { limit: tenant.encoderMsPerMinute, kind: 'encoder', window: '60s' });
  }

  private budget(tenant: RequestTenant): RateLimiterMemory {
    let limiter = this.budgets.get(tenant.encoderMsPerMinute);
    if (limiter === undefined) {
      limiter = new RateLimiterMemory({ points: tenant.encoderMsPerMinute, duration: 60, keyPrefix: `encoder:${tenant.encoderMsPerMinute}` });
      this.budgets.set(tenant.encoderMsPerMinute, limiter);
    }
    return limiter;
  }
}
