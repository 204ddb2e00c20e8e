import { crossLingualExpansion, EXPANSION_WEIGHT, expansionLanguage } from '../../../src/rank/cross-lingual';

describe('cross-lingual query expansion (issue #24)', () => {
  it('expands a query placed in another language than the library\'s main one into the main one', () => {
    expect(expansionLanguage('es', 'en')).toBe('en');
    expect(expansionLanguage('ca', 'en')).toBe('en');
    // A language without an analyzer of its own is expanded too: BM25 reads it under the library's.
    expect(expansionLanguage('fr', 'en')).toBe('en');
  });

  it('leaves main-language queries, unplaced ones and libraries without an analysed main language alone', () => {
    expect(expansionLanguage('en', 'en')).toBeNull();
    expect(expansionLanguage(null, 'en')).toBeNull();
    expect(expansionLanguage('es', null)).toBeNull();
    expect(expansionLanguage('en', 'de')).toBeNull();
  });

  it('does not expand into a language the query\'s filter leaves out', () => {
    expect(expansionLanguage('es', 'en', ['es'])).toBeNull();
    expect(expansionLanguage('es', 'en', ['es', 'en'])).toBe('en');
  });

  it('makes the expansion of the neighbours\' titles, one a line, with the measured weight', () => {
    expect(crossLingualExpansion(null, ['Blue economy ', '', 'Ocean accounts'], 'en')).toEqual({ text: 'Blue economy\nOcean accounts', language: 'en', weight: EXPANSION_WEIGHT });
    expect(crossLingualExpansion(null, [' '], 'en')).toBeUndefined();
  });

  it("puts the query's translation first, and expands with it alone when there are no neighbours", () => {
    expect(crossLingualExpansion('The blue economy ', ['Ocean accounts'], 'en')?.text).toBe('The blue economy\nOcean accounts');
    expect(crossLingualExpansion('The blue economy', [], 'en')).toEqual({ text: 'The blue economy', language: 'en', weight: EXPANSION_WEIGHT });
    expect(crossLingualExpansion(' ', [], 'en')).toBeUndefined();
  });
});
