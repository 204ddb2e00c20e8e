import { concurrentClients, loadRow } from '../../../src/bench/concurrent-clients';

describe('concurrentClients', () => {
  it('keeps every client asking until the time is up, counting answers and failures apart', async () => {
    const asked: number[] = [];
    const requests = [0, 1, 2, 3].map((n) => async () => {
      asked.push(n);
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (n === 3) throw new Error(`request ${n} failed`);
    });
    const result = await concurrentClients(requests, 2, 0.2);
    expect(result.answered + result.failed).toBe(asked.length);
    expect(result.failed).toBe(asked.filter((n) => n === 3).length);
    expect(result.failures.length).toBe(Math.min(5, result.failed));
    expect(result.failures[0]).toBe('request 3 failed');
    // The two clients start half-way apart in the list: both halves were asked from the start.
    expect(asked.slice(0, 2).sort()).toEqual([0, 2]);
    expect(loadRow('both', result)).toContain(`${result.failed} failed`);
  });
});
