import { getEventListeners } from 'node:events';
import { whenAbandoned } from '../../../src/common/when-abandoned';

const settled = async (promise: Promise<unknown>) => {
  let state = 'pending';
  promise.then(
    () => (state = 'fulfilled'),
    () => (state = 'rejected'),
  );
  await new Promise((resolve) => setImmediate(resolve));
  return state;
};

describe('whenAbandoned', () => {
  it('fails with QUERY_TIMEOUT when the signal aborts, not before', async () => {
    const controller = new AbortController();
    const abandoned = whenAbandoned(controller.signal);
    expect(await settled(abandoned)).toBe('pending');
    controller.abort();
    await expect(abandoned).rejects.toMatchObject({ code: 'QUERY_TIMEOUT' });
  });

  it('fails at once for a signal already aborted', async () => {
    await expect(whenAbandoned(AbortSignal.abort())).rejects.toMatchObject({ code: 'QUERY_TIMEOUT' });
  });

  it('listens once per signal however many jobs race it', () => {
    const controller = new AbortController();
    const raced = Array.from({ length: 50 }, () => whenAbandoned(controller.signal));
    expect(new Set(raced).size).toBe(1);
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(1);
  });
});
