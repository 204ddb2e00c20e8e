import { checkedConceptQuery, conceptSearchKey, ConceptQueryInput, documentFilter } from '../../../src/concepts';

const input: ConceptQueryInput = { text: ' energía nuclear ', languages: ['es'], crossLingual: false, mode: 'HYBRID', threshold: { kind: 'none' }, depth: 100 };

describe('checkedConceptQuery', () => {
  it('trims the query, keeps the languages once each, and searches all three by default', () => {
    expect(checkedConceptQuery({ ...input, languages: ['es', 'ca', 'es'] })).toMatchObject({ text: 'energía nuclear', languages: ['es', 'ca'] });
    expect(checkedConceptQuery({ ...input, languages: null }).languages).toEqual(['en', 'es', 'ca']);
  });

  it.each([
    [{ text: '   ' }, 'query: must not be empty'],
    [{ languages: ['fr'] }, "languages: unknown language 'fr'; supported: en, es, ca"],
    [{ languages: [] }, 'languages: name at least one language'],
    [{ threshold: { kind: 'fixed', cosine: 1.5 } }, 'threshold: a cosine threshold is a number in [-1, 1], got 1.5'],
    [{ threshold: { kind: 'fixed', cosine: Number.NaN } }, 'threshold: a cosine threshold'],
  ] as [Partial<ConceptQueryInput>, string][])('refuses %j with INVALID_ARGUMENT', (change, message) => {
    expect(() => checkedConceptQuery({ ...input, ...change })).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT', message: expect.stringContaining(message) }));
  });
});

describe('documentFilter', () => {
  it('keeps documents in the query languages unless the search is cross-lingual', () => {
    expect(documentFilter(checkedConceptQuery(input))).toEqual({ languages: ['es'] });
    expect(documentFilter(checkedConceptQuery({ ...input, crossLingual: true }))).toEqual({});
  });
});

describe('conceptSearchKey', () => {
  it('is the same for the same search and differs when anything that ranks differs', () => {
    const key = conceptSearchKey(checkedConceptQuery(input));
    expect(conceptSearchKey(checkedConceptQuery({ ...input, text: 'energía nuclear' }))).toBe(key);
    for (const change of [{ text: 'energia nuclear' }, { crossLingual: true }, { mode: 'DENSE' as const }, { threshold: { kind: 'calibrated' as const } }, { languages: ['ca'] }]) {
      expect(conceptSearchKey(checkedConceptQuery({ ...input, ...change }))).not.toBe(key);
    }
  });
});
