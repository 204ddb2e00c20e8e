/**
 * Runs async tasks with at most `concurrency` at once and at most `maxPending` accepted but not
 * finished, so a fast producer (records read from a file) waits for a slower writer instead of
 * holding the whole file in memory. The first failure stops the queue: later pushes throw it, and
 * `drain` throws it once every task already started has ended, so nothing is still writing when
 * the caller reports the failure (or releases a lock). No I/O, no clock.
 */
export class TaskQueue {
  private running = 0;
  private readonly waiting: (() => Promise<void>)[] = [];
  private failure: { error: unknown } | null = null;
  private stopped = false;
  private readonly idleListeners: (() => void)[] = [];
  private readonly roomListeners: (() => void)[] = [];

  constructor(
    private readonly concurrency: number,
    private readonly maxPending: number = concurrency,
  ) {
    if (!Number.isInteger(concurrency) || concurrency < 1) throw new RangeError(`concurrency must be a positive integer, got ${concurrency}`);
    if (!Number.isInteger(maxPending) || maxPending < concurrency) throw new RangeError(`maxPending must be an integer >= concurrency, got ${maxPending}`);
  }

  /** Tasks accepted and not finished (running or waiting to run). */
  get pending(): number {
    return this.running + this.waiting.length;
  }

  /** The first task's error, if one failed. */
  get failed(): boolean {
    return this.failure !== null;
  }

  /**
   * Accepts `task`, waiting while `maxPending` tasks are unfinished. Throws the first failure of an
   * earlier task instead of accepting more work.
   */
  async push(task: () => Promise<void>): Promise<void> {
    while (this.failure === null && this.pending >= this.maxPending) {
      await new Promise<void>((resolve) => this.roomListeners.push(resolve));
    }
    if (this.failure !== null) throw this.failure.error;
    if (this.stopped) throw new Error('task queue stopped');
    this.waiting.push(task);
    this.startWaiting();
  }

  /** Waits for every accepted task; throws the first failure (after all started tasks ended). */
  async drain(): Promise<void> {
    await this.idle();
    if (this.failure !== null) throw this.failure.error;
  }

  /** Waits for every started task to end, whatever happened; tasks not yet started are dropped after a failure. */
  async idle(): Promise<void> {
    while (this.pending > 0) await new Promise<void>((resolve) => this.idleListeners.push(resolve));
  }

  /**
   * Drops the tasks not started yet and waits for the running ones, never throwing: after the
   * caller's own failure, so that nothing still writes once it reports it.
   */
  async stop(): Promise<void> {
    this.waiting.length = 0;
    this.stopped = true;
    this.notify();
    await this.idle();
  }

  private startWaiting(): void {
    while (this.running < this.concurrency && this.waiting.length > 0) {
      const task = this.waiting.shift()!;
      if (this.failure !== null) continue;
      this.running += 1;
      void this.run(task);
    }
    if (this.failure !== null) this.waiting.length = 0;
    this.notify();
  }

  private async run(task: () => Promise<void>): Promise<void> {
    try {
      await task();
    } catch (error) {
      this.failure ??= { error };
    } finally {
      this.running -= 1;
      this.startWaiting();
    }
  }

  private notify(): void {
    if (this.pending < this.maxPending || this.failure !== null) this.roomListeners.splice(0).forEach((wake) => wake());
    if (this.pending === 0) this.idleListeners.splice(0).forEach((wake) => wake());
  }
}
