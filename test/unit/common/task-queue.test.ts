import { TaskQueue } from '../../../src/common/task-queue';

/** A task that ends when the test says so. */
function gate(): { task: () => Promise<void>; open: () => void; fail: (error: Error) => void; started: () => boolean } {
  let started = false;
  let open: () => void = () => {};
  let fail: (error: Error) => void = () => {};
  const done = new Promise<void>((resolve, reject) => {
    open = resolve;
    fail = reject;
  });
  return {
    task: () => {
      started = true;
      return done;
    },
    open: () => open(),
    fail: (error) => fail(error),
    started: () => started,
  };
}

const tick = () => new Promise((resolve) => setImmediate(resolve));

describe('TaskQueue', () => {
  it('runs at most `concurrency` tasks at once, in push order', async () => {
    const queue = new TaskQueue(2, 4);
    const gates = [gate(), gate(), gate()];
    for (const g of gates) await queue.push(g.task);
    await tick();
    expect(gates.map((g) => g.started())).toEqual([true, true, false]);
    gates[0]!.open();
    await tick();
    expect(gates[2]!.started()).toBe(true);
    gates[1]!.open();
    gates[2]!.open();
    await queue.drain();
    expect(queue.pending).toBe(0);
  });

  it('makes a producer wait while `maxPending` tasks are unfinished', async () => {
    const queue = new TaskQueue(1, 2);
    const [a, b, c] = [gate(), gate(), gate()];
    await queue.push(a.task);
    await queue.push(b.task);
    let accepted = false;
    const third = queue.push(c.task).then(() => (accepted = true));
    await tick();
    expect(accepted).toBe(false);
    a.open();
    await third;
    expect(accepted).toBe(true);
    b.open();
    c.open();
    await queue.drain();
  });

  it('stops at the first failure: later pushes throw it, queued tasks never start, drain waits for running ones', async () => {
    const queue = new TaskQueue(2, 3);
    const [a, b, c] = [gate(), gate(), gate()];
    await queue.push(a.task);
    await queue.push(b.task);
    await queue.push(c.task);
    a.fail(new Error('engine down'));
    await tick();
    expect(queue.failed).toBe(true);
    await expect(queue.push(async () => {})).rejects.toThrow('engine down');
    let drained = false;
    const drain = queue.drain().catch((error: Error) => {
      drained = true;
      return error.message;
    });
    await tick();
    // b still runs: drain must not report before it ends.
    expect(drained).toBe(false);
    b.open();
    expect(await drain).toBe('engine down');
    expect(c.started()).toBe(false);
  });

  it('wakes a producer waiting for room when a task fails, with the failure', async () => {
    const queue = new TaskQueue(1, 1);
    const a = gate();
    await queue.push(a.task);
    const waiting = queue.push(async () => {});
    a.fail(new Error('refused'));
    await expect(waiting).rejects.toThrow('refused');
  });

  it('stop drops tasks not started and waits for running ones, without throwing', async () => {
    const queue = new TaskQueue(1, 3);
    const [a, b] = [gate(), gate()];
    await queue.push(a.task);
    await queue.push(b.task);
    let stopped = false;
    const stopping = queue.stop().then(() => (stopped = true));
    await tick();
    expect(stopped).toBe(false);
    a.fail(new Error('ignored by stop'));
    await stopping;
    expect(b.started()).toBe(false);
    await expect(queue.push(async () => {})).rejects.toThrow();
  });

  it('refuses nonsense limits', () => {
    expect(() => new TaskQueue(0)).toThrow(RangeError);
    expect(() => new TaskQueue(2, 1)).toThrow(RangeError);
  });
});
