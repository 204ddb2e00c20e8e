import { languageGroups, normaliseFeatures } from '../../../src/rank/features';
import { mainLanguage } from '../../../src/search';

describe('the cosine scaled per paper language (issue #24)', () => {
  const library = ['en', 'es', 'ca'];
  it('group a query in another of the library\'s languages than its main one by paper language, unknown ones with the main', () => {
    expect(languageGroups('es', 'en', library, ['en', 'es', null, 'ca'])).toEqual(['en', 'es', 'en', 'ca']);
    expect(languageGroups('es', 'en', library, ['und', 'es'])).toEqual(['en', 'es']);
    expect(languageGroups('en', 'en', library, ['en', 'es'])).toBeUndefined();
    expect(languageGroups(null, 'en', library, ['en', 'es'])).toBeUndefined();
    expect(languageGroups('es', null, library, ['en', 'es'])).toBeUndefined();
    // An English library (AAN): a Spanish query has no own-language papers to be favoured by.
    expect(languageGroups('es', 'en', ['en'], ['en', null])).toBeUndefined();
  });

  it('scale the cosine within each group, BM25 and the other features over the whole pool', () => {
    const raw = [
      { bm25: 20, dense: 0.9, citations: 4 },
      { bm25: 10, dense: 0.8, citations: 0 },
      { bm25: 4, dense: 0.7, citations: 2 },
      { bm25: 2, dense: 0.6, citations: 1 },
    ];
    const [es1, es2, en1, en2] = normaliseFeatures(raw, ['es', 'es', 'en', 'en']);
    expect([es1!.dense, es2!.dense, en1!.dense, en2!.dense].map((v) => Math.round(v * 1e12) / 1e12)).toEqual([1, 0, 1, 0]);
    // BM25 carries the cross-lingual expansion: its own scale says how well each paper matched.
    expect([es1!.bm25, es2!.bm25, en1!.bm25, en2!.bm25]).toEqual([1, 8 / 18, 2 / 18, 0]);
    expect([es1!.citations, es2!.citations, en1!.citations, en2!.citations]).toEqual([1, 0, 0.5, 0.25]);
    // Without groups: one pool, as before.
    expect(normaliseFeatures(raw)[2]!.dense).toBeCloseTo(1 / 3, 12);
  });

  it('give a lone paper of its language 0, as a feature that does not distinguish candidates', () => {
    expect(normaliseFeatures([{ dense: 0.5 }, { dense: 0.3 }, { dense: 0.1 }], ['es', 'es', 'en']).map((n) => n.dense)).toEqual([1, 0, 0]);
  });

  it('name the library\'s main language: the most papers of known language', () => {
    expect(mainLanguage([{ language: 'ca', papers: 57 }, { language: 'en', papers: 280 }, { language: 'es', papers: 57 }])).toBe('en');
    expect(mainLanguage([{ language: 'es', papers: 3 }, { language: 'ca', papers: 3 }])).toBe('ca');
    expect(mainLanguage([])).toBeNull();
    // Undetermined is not a language: a library of short titles is still English.
    expect(mainLanguage([{ language: 'und', papers: 11965 }, { language: 'en', papers: 4984 }])).toBe('en');
    expect(mainLanguage([{ language: 'und', papers: 3 }])).toBeNull();
  });
});
