import { CitationCountCache, CitationCounts } from '../../../src/rank/citation-count-cache';

describe('CitationCountCache', () => {
  const counted = (ids: string[], asked: string[][]) => {
    asked.push(ids);
    return Promise.resolve(new Map<string, CitationCounts>(ids.filter((id) => id !== 'uncited').map((id) => [id, { total: id.length, recent: 1 }])));
  };

  it('loads only the papers it does not keep, and keeps papers without citations as zero', async () => {
    const cache = new CitationCountCache(1000, () => 1);
    const asked: string[][] = [];
    const first = await cache.get(['a', 'bb', 'uncited'], 2010, 3, (ids) => counted(ids, asked));
    expect([...first]).toEqual([
      ['a', { total: 1, recent: 1 }],
      ['bb', { total: 2, recent: 1 }],
      ['uncited', { total: 0, recent: 0 }],
    ]);
    const second = await cache.get(['bb', 'uncited', 'ccc'], 2010, 3, (ids) => counted(ids, asked));
    expect(second.get('ccc')).toEqual({ total: 3, recent: 1 });
    expect(second.get('uncited')).toEqual({ total: 0, recent: 0 });
    expect(asked).toEqual([['a', 'bb', 'uncited'], ['ccc']]);
  });

  it('keeps counts per year and recent window, for the time limit, and forgets them on clear()', async () => {
    let now = 1;
    const cache = new CitationCountCache(1000, () => now);
    const asked: string[][] = [];
    await cache.get(['a'], 2010, 3, (ids) => counted(ids, asked));
    await cache.get(['a'], 2011, 3, (ids) => counted(ids, asked));
    await cache.get(['a'], 2010, 5, (ids) => counted(ids, asked));
    now = 1001;
    await cache.get(['a'], 2010, 3, (ids) => counted(ids, asked));
    expect(asked).toHaveLength(3);
    now = 1002;
    await cache.get(['a'], 2010, 3, (ids) => counted(ids, asked));
    expect(asked).toHaveLength(4);
    cache.clear();
    await cache.get(['a'], 2010, 3, (ids) => counted(ids, asked));
    expect(asked).toHaveLength(5);
  });

  it('keeps nothing from a failed load', async () => {
    const cache = new CitationCountCache(1000, () => 1);
    await expect(cache.get(['a'], 2010, 3, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    const asked: string[][] = [];
    await cache.get(['a'], 2010, 3, (ids) => counted(ids, asked));
    expect(asked).toEqual([['a']]);
  });
});
