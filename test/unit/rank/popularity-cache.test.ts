import { PopularityCache } from '../../../src/rank/popularity-cache';

describe('PopularityCache', () => {
  it('loads a year once within the time limit, again after it or after clear()', async () => {
    let now = 0;
    const cache = new PopularityCache(1000, () => now);
    let loads = 0;
    const load = async () => [{ paperId: `p${++loads}`, citations: 1 }];
    expect(await cache.forYear(2010, 5, load)).toEqual([{ paperId: 'p1', citations: 1 }]);
    now = 999;
    expect(await cache.forYear(2010, 5, load)).toEqual([{ paperId: 'p1', citations: 1 }]);
    expect(await cache.forYear(2011, 5, load)).toEqual([{ paperId: 'p2', citations: 1 }]);
    now = 1000;
    expect(await cache.forYear(2010, 5, load)).toEqual([{ paperId: 'p3', citations: 1 }]);
    cache.clear();
    expect(await cache.forYear(2010, 5, load)).toEqual([{ paperId: 'p4', citations: 1 }]);
  });

  it('does not keep a failed load', async () => {
    const cache = new PopularityCache(1000, () => 0);
    await expect(cache.forYear(2010, 5, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.forYear(2010, 5, async () => [])).toEqual([]);
  });
});
