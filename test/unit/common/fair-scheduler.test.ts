import { FairScheduler } from '../../../src/common/fair-scheduler';

/** A job that runs until the test ends it, recording when it started. */
function controllable(log: string[], name: string) {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return {
    work: async () => {
      log.push(name);
      await done;
      return name;
    },
    finish: () => finish(),
  };
}

const flush = () => new Promise((resolve) => setImmediate(resolve));

describe('FairScheduler', () => {
  let clock = 0;
  const scheduler = (concurrency = 1, maxWaitingPerTenant = 10) => new FairScheduler({ concurrency, maxWaitingPerTenant, halfLifeMs: 10_000, now: () => clock });
  beforeEach(() => (clock = 0));

  it('runs one job at a time, and hands the free slot to the tenant that used the worker least lately', async () => {
    const workers = scheduler();
    const log: string[] = [];
    const jobs = ['heavy-1', 'heavy-2', 'heavy-3', 'light-1'].map((name) => ({ name, ...controllable(log, name) }));
    const results = jobs.map(({ name, work }) => workers.run(name.split('-')[0]!, undefined, work));
    await flush();
    expect(log).toEqual(['heavy-1']);
    clock += 500; // heavy-1 took 500 ms
    jobs[0]!.finish();
    await flush();
    // light has used nothing: it goes before heavy's next job, although it came last.
    expect(log).toEqual(['heavy-1', 'light-1']);
    clock += 10;
    jobs[3]!.finish();
    await flush();
    expect(log).toEqual(['heavy-1', 'light-1', 'heavy-2']);
    jobs[1]!.finish();
    await flush();
    jobs[2]!.finish();
    expect(await Promise.all(results)).toEqual(['heavy-1', 'heavy-2', 'heavy-3', 'light-1']);
  });

  it("forgets a tenant's use as time passes (it halves every half-life)", async () => {
    const workers = scheduler();
    const log: string[] = [];
    const runFor = async (tenant: string, ms: number) => {
      const job = controllable(log, `${tenant}-${ms}`);
      const running = workers.run(tenant, undefined, job.work);
      await flush();
      clock += ms;
      job.finish();
      await running;
    };
    await runFor('a', 1_000); // a: 1,000 ms at t = 1,000
    clock = 10_100;
    await runFor('d', 900); // d: 900 ms at t = 11,000, when a's 1,000 count 500
    const blocker = controllable(log, 'c');
    const blocking = workers.run('c', undefined, blocker.work);
    const waiting = [workers.run('d', undefined, async () => log.push('d-next')), workers.run('a', undefined, async () => log.push('a-next'))];
    await flush();
    blocker.finish();
    await Promise.all([blocking, ...waiting]);
    expect(log).toEqual(['a-1000', 'd-900', 'c', 'a-next', 'd-next']);
  });

  it('drops a waiting job whose request ended when a slot frees, and never runs it', async () => {
    const workers = scheduler();
    const log: string[] = [];
    const first = controllable(log, 'first');
    const running = workers.run('a', undefined, first.work);
    const controller = new AbortController();
    const dropped = workers.run('b', controller.signal, async () => {
      log.push('dropped');
    });
    const after = workers.run('c', undefined, async () => log.push('after'));
    controller.abort();
    first.finish();
    await expect(dropped).rejects.toMatchObject({ code: 'QUERY_TIMEOUT' });
    await Promise.all([running, after]);
    await expect(workers.run('b', controller.signal, async () => log.push('late'))).rejects.toMatchObject({ code: 'QUERY_TIMEOUT' });
    expect(log).toEqual(['first', 'after']);
  });

  it("refuses a tenant's job past its waiting limit, typed, while others still get in", async () => {
    const workers = scheduler(1, 2);
    const log: string[] = [];
    const first = controllable(log, 'a-1');
    const jobs = [workers.run('a', undefined, first.work), workers.run('a', undefined, async () => 'a-2'), workers.run('a', undefined, async () => 'a-3')];
    await expect(workers.run('a', undefined, async () => 'a-4')).rejects.toMatchObject({ code: 'RATE_LIMITED', details: { kind: 'worker' } });
    const other = workers.run('b', undefined, async () => 'b-1');
    first.finish();
    expect(await Promise.all([...jobs, other])).toEqual(['a-1', 'a-2', 'a-3', 'b-1']);
  });

  it('keeps running after a job fails, and passes the failure to its caller only', async () => {
    const workers = scheduler();
    const failing = workers.run('a', undefined, async () => {
      throw new Error('model run failed');
    });
    const next = workers.run('a', undefined, async () => 'next');
    await expect(failing).rejects.toThrow('model run failed');
    expect(await next).toBe('next');
  });

  it('refuses nonsense settings', () => {
    expect(() => scheduler(0)).toThrow(RangeError);
    expect(() => scheduler(1, 0)).toThrow(RangeError);
  });
});
