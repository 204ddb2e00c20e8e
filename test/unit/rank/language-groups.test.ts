import { languageGroups, normaliseFeatures } from '../../../src/rank/features';
import { mainLanguage } from '../../../src/search';

describe('text features scaled per paper language (issue #24)', () => {
  const library = ['en', 'es', 'ca'];
  it('group a query in another of the library\'s languages than its main one by paper language, unknown ones with the main', () => {
    expect(languageGroups('es', 'en', library, ['en', 'es', null, 'ca'])).toEqual(['en', 'es', 'en', 'ca']);
    expect(languageGroups('en', 'en', library, ['en', 'es'])).toBeUndefined();
    expect(languageGroups(null, 'en', library, ['en', 'es'])).toBeUndefined();
    expect(languageGroups('es', null, library, ['en', 'es'])).toBeUndefined();
    // An English library (AAN): a Spanish query has no own-language papers to be favoured by.
    expect(languageGroups('es', 'en', ['en'], ['en', null])).toBeUndefined();
  });

  it('scale BM25 and the cosine within each group, the other features over the whole pool', () => {
    const raw = [
      { bm25: 20, dense: 0.9, citations: 4 },
      { bm25: 10, dense: 0.8, citations: 0 },
      { bm25: 4, dense: 0.7, citations: 2 },
      { bm25: 2, dense: 0.6, citations: 1 },
    ];
    const [es1, es2, en1, en2] = normaliseFeatures(raw, ['es', 'es', 'en', 'en']);
    expect([es1!.bm25, es2!.bm25, en1!.bm25, en2!.bm25]).toEqual([1, 0, 1, 0]);
    expect(en1!.dense).toBeCloseTo(1, 12);
    expect([es1!.citations, es2!.citations, en1!.citations, en2!.citations]).toEqual([1, 0, 0.5, 0.25]);
    // Without groups: one pool, as before.
    expect(normaliseFeatures(raw).map((n) => n.bm25)).toEqual([1, 8 / 18, 2 / 18, 0]);
  });

  it('give a lone paper of its language 0, as a feature that does not distinguish candidates', () => {
    expect(normaliseFeatures([{ bm25: 5 }, { bm25: 3 }, { bm25: 1 }], ['es', 'es', 'en']).map((n) => n.bm25)).toEqual([1, 0, 0]);
  });

  it('name the library\'s main language: the most papers of known language', () => {
    expect(mainLanguage([{ language: 'ca', papers: 57 }, { language: 'en', papers: 280 }, { language: 'es', papers: 57 }])).toBe('en');
    expect(mainLanguage([{ language: 'es', papers: 3 }, { language: 'ca', papers: 3 }])).toBe('ca');
    expect(mainLanguage([])).toBeNull();
  });
});
