/**
 * Runs the jobs of many tenants (API keys, client addresses, the CLI) on a worker that does one
 * thing at a time well (an ONNX session already spreads one run over the cores; two runs at once
 * only share them, and every request waits for both). A free slot goes to the waiting tenant that
 * has used the worker least lately (its used time, halving every `halfLifeMs`), first come first
 * served within a tenant: a client asking one short query is served before the next job of one
 * that keeps the worker busy, whatever the order they arrived in. A job whose signal aborted while
 * it waited (its request ran out of time, or its client left) is dropped when a slot frees, never
 * run (checked then rather than by a listener on the signal: a request may queue dozens of jobs);
 * a tenant may keep at most `maxWaitingPerTenant` jobs waiting. No I/O; the clock is passed in.
 */
import { LRUCache } from 'lru-cache';
import { RefgraphError } from '../errors/refgraph-error';

/** Tenants whose use is remembered: the least recently served are forgotten first (counted as unused). */
const REMEMBERED_TENANTS = 10_000;

export interface FairSchedulerOptions {
  /** Jobs running at once. */
  concurrency: number;
  /** Jobs one tenant may have waiting; more are refused. */
  maxWaitingPerTenant: number;
  /** How fast a tenant's past use is forgotten. */
  halfLifeMs: number;
  now: () => number;
}

interface Job {
  tenant: string;
  signal: AbortSignal | undefined;
  start: () => void;
  drop: () => void;
}

interface Usage {
  usedMs: number;
  at: number;
}

/** Work with no principal behind it (CLI, batch jobs, probes): one tenant of its own at every shared worker. */
export const UNNAMED_TENANT = 'local';

/** How the shared workers forget a client's use: half after 10 s, long enough to span a burst of requests, short enough to forgive. */
export const CLIENT_USAGE_HALF_LIFE_MS = 10_000;

/** What a dropped job's caller gets: its request is over, nobody reads the answer. */
export function abandonedJob(): RefgraphError {
  return new RefgraphError('QUERY_TIMEOUT', 'the request ended (budget spent or client gone) before its turn on a shared worker');
}

export class FairScheduler {
  private running = 0;
  private readonly waiting: Job[] = [];
  private readonly usage = new LRUCache<string, Usage>({ max: REMEMBERED_TENANTS });

  constructor(private readonly options: FairSchedulerOptions) {
    for (const name of ['concurrency', 'maxWaitingPerTenant'] as const) {
      if (!Number.isInteger(options[name]) || options[name] < 1) throw new RangeError(`${name} must be a positive integer, got ${options[name]}`);
    }
  }

  /** Runs WORK for TENANT when its turn comes; refused at once when SIGNAL is already aborted or the tenant has too many jobs waiting. */
  run<T>(tenant: string, signal: AbortSignal | undefined, work: () => Promise<T>): Promise<T> {
    if (signal?.aborted) return Promise.reject(abandonedJob());
    if (this.waiting.filter((job) => job.tenant === tenant).length >= this.options.maxWaitingPerTenant) {
      return Promise.reject(
        new RefgraphError('RATE_LIMITED', `more than ${this.options.maxWaitingPerTenant} jobs of one client wait for a shared worker; retry in 1 s`, { kind: 'worker', retryAfterSeconds: 1 }),
      );
    }
    return new Promise<T>((resolve, reject) => {
      this.waiting.push({
        tenant,
        signal,
        drop: () => reject(abandonedJob()),
        start: () => {
          const started = this.options.now();
          work()
            .then(resolve, reject)
            .finally(() => {
              this.charge(tenant, this.options.now() - started);
              this.running -= 1;
              this.next();
            });
        },
      });
      this.next();
    });
  }

  private next(): void {
    for (let i = this.waiting.length - 1; i >= 0; i -= 1) {
      if (this.waiting[i]!.signal?.aborted) this.waiting.splice(i, 1)[0]!.drop();
    }
    while (this.running < this.options.concurrency && this.waiting.length > 0) {
      const [job] = this.waiting.splice(this.leastServed(), 1);
      this.running += 1;
      job!.start();
    }
  }

  /** The first waiting job of the tenant with the least recent use. */
  private leastServed(): number {
    let best = 0;
    let bestUsed = Infinity;
    const seen = new Set<string>();
    this.waiting.forEach((job, i) => {
      if (seen.has(job.tenant)) return;
      seen.add(job.tenant);
      const used = this.usedMs(job.tenant);
      if (used < bestUsed) [best, bestUsed] = [i, used];
    });
    return best;
  }

  private usedMs(tenant: string): number {
    const usage = this.usage.get(tenant);
    if (usage === undefined) return 0;
    return usage.usedMs * 0.5 ** ((this.options.now() - usage.at) / this.options.halfLifeMs);
  }

  private charge(tenant: string, ms: number): void {
    this.usage.set(tenant, { usedMs: this.usedMs(tenant) + ms, at: this.options.now() });
  }
}
