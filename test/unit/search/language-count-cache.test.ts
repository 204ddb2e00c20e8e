import { LanguageCountCache } from '../../../src/search/paper-languages';

describe('LanguageCountCache', () => {
  it('asks an index once within the time limit, shares one ask between requests, asks again after the limit or clear()', async () => {
    let now = 0;
    const cache = new LanguageCountCache(1000, () => now);
    let asks = 0;
    const load = async () => [{ language: 'en', papers: ++asks }];
    const [first, second] = await Promise.all([cache.get('papers', load), cache.get('papers', load)]);
    expect([first, second]).toEqual([[{ language: 'en', papers: 1 }], [{ language: 'en', papers: 1 }]]);
    now = 999;
    expect(await cache.get('papers', load)).toEqual([{ language: 'en', papers: 1 }]);
    expect(await cache.get('other-papers', load)).toEqual([{ language: 'en', papers: 2 }]);
    now = 1000;
    expect(await cache.get('papers', load)).toEqual([{ language: 'en', papers: 3 }]);
    cache.clear();
    expect(await cache.get('papers', load)).toEqual([{ language: 'en', papers: 4 }]);
  });

  it('does not keep a failed ask', async () => {
    const cache = new LanguageCountCache(1000, () => 0);
    await expect(cache.get('papers', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get('papers', async () => [])).toEqual([]);
  });
});
