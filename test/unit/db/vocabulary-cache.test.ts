import { VocabularyCache } from '../../../src/db/vocabulary-cache';
import type { Vocabulary } from '../../../src/db/vocabulary';

describe('VocabularyCache', () => {
  function cache() {
    let now = 0;
    let loads = 0;
    const vocabulary = new VocabularyCache(
      async (): Promise<Vocabulary> => {
        loads += 1;
        return { fieldsOfStudy: [`field ${loads}`], venues: [] };
      },
      60_000,
      1_000,
      () => now,
    );
    return { vocabulary, advance: (ms: number) => (now += ms), loads: () => loads };
  }

  it('keeps the names for its time to live', async () => {
    const { vocabulary, advance, loads } = cache();
    expect((await vocabulary.get()).fieldsOfStudy).toEqual(['field 1']);
    advance(59_999);
    await vocabulary.get();
    expect(loads()).toBe(1);
    advance(1);
    expect((await vocabulary.get()).fieldsOfStudy).toEqual(['field 2']);
  });

  it('reads the names again for an unknown one, at most once per refresh interval', async () => {
    const { vocabulary, advance, loads } = cache();
    await vocabulary.get();
    await vocabulary.fresh();
    expect(loads()).toBe(1);
    advance(1_000);
    expect((await vocabulary.fresh()).fieldsOfStudy).toEqual(['field 2']);
    expect((await vocabulary.get()).fieldsOfStudy).toEqual(['field 2']);
  });

  it('forgets on clear and after a failed load', async () => {
    let fail = true;
    const vocabulary = new VocabularyCache(async () => {
      if (fail) throw new Error('down');
      return { fieldsOfStudy: ['ok'], venues: [] };
    }, 60_000, 1_000);
    await expect(vocabulary.get()).rejects.toThrow('down');
    fail = false;
    expect((await vocabulary.get()).fieldsOfStudy).toEqual(['ok']);
    vocabulary.clear();
    expect((await vocabulary.get()).fieldsOfStudy).toEqual(['ok']);
  });
});
