import { checkedConceptQuery, conceptSearchKey, ConceptQueryInput, documentFilter, resolvedConceptFilter } from '../../../src/concepts';

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
    [{ passedOnly: true }, 'passedOnly: needs a threshold'],
    [{ filter: { languages: [] } }, 'filter.languages: name at least one language'],
    [{ filter: { languages: ['EN'] } }, "filter.languages: 'en' outside the query languages (es) of a monolingual search"],
    [{ filter: { languages: [null] } }, 'filter.languages: unknown (null) outside the query languages (es)'],
    [{ filter: { yearFrom: 2020, yearTo: 2010 } }, 'filter.yearTo: the range ends (2010) before it starts (yearFrom 2020)'],
    [{ filter: { fieldsOfStudy: [] } }, 'filter.fieldsOfStudy: name at least one'],
    [{ filter: { fieldsOfStudy: ['Energy', ' '] } }, 'filter.fieldsOfStudy[1]: must not be empty'],
  ] as [Partial<ConceptQueryInput>, string][])('refuses %j with INVALID_ARGUMENT', (change, message) => {
    expect(() => checkedConceptQuery({ ...input, ...change })).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT', message: expect.stringContaining(message) }));
  });
});

describe('documentFilter', () => {
  it('keeps documents in the query languages unless the search is cross-lingual', () => {
    expect(documentFilter(checkedConceptQuery(input))).toEqual({ languages: ['es'] });
    expect(documentFilter(checkedConceptQuery({ ...input, crossLingual: true }))).toEqual({});
  });

  it('narrows by the facet filter: languages (null: unknown), years, fields', () => {
    const query = checkedConceptQuery({ ...input, crossLingual: true, filter: { languages: ['EN', null, 'en'], yearFrom: 2000, yearTo: null, fieldsOfStudy: [' Energy '] } });
    expect(query.filter).toEqual({ languages: ['en', null], yearFrom: 2000, fieldsOfStudy: ['Energy'] });
    expect(documentFilter(query)).toEqual({ languages: ['en'], unknownLanguage: true, minYear: 2000, fieldsOfStudy: ['Energy'] });
    expect(documentFilter(checkedConceptQuery({ ...input, filter: { languages: ['es'], yearTo: 1990 } }))).toEqual({ languages: ['es'], maxYear: 1990 });
  });
});

describe('resolvedConceptFilter', () => {
  const vocabulary = { languages: ['en', 'es', 'ca', 'fr'], fieldsOfStudy: ['Energy', 'Computer Science', 'Oncology'] };

  it('spells languages and fields as the index does, whatever the case', () => {
    expect(resolvedConceptFilter({ languages: ['fr', null], fieldsOfStudy: ['computer science', 'ENERGY'] }, vocabulary)).toEqual({
      languages: ['fr', null],
      fieldsOfStudy: ['Computer Science', 'Energy'],
    });
  });

  it('names the closest known values of an unknown one', () => {
    expect(() => resolvedConceptFilter({ fieldsOfStudy: ['Energy', 'Oncolgy'] }, vocabulary)).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT', message: "filter.fieldsOfStudy[1]: 'Oncolgy' is not a known field of study; closest: 'Oncology'" }),
    );
    expect(() => resolvedConceptFilter({ languages: ['de'] }, vocabulary)).toThrow(
      expect.objectContaining({ message: "filter.languages[0]: 'de' is not a known document language; known: 'en', 'es', 'ca', 'fr'" }),
    );
  });
});

describe('conceptSearchKey', () => {
  it('is the same for the same search and differs when anything that ranks differs', () => {
    const key = conceptSearchKey(checkedConceptQuery(input));
    expect(conceptSearchKey(checkedConceptQuery({ ...input, text: 'energía nuclear' }))).toBe(key);
    const changes: Partial<ConceptQueryInput>[] = [
      { text: 'energia nuclear' },
      { crossLingual: true },
      { mode: 'DENSE' },
      { threshold: { kind: 'calibrated' } },
      { languages: ['ca'] },
      { threshold: { kind: 'calibrated' }, passedOnly: true },
      { filter: { yearFrom: 2000 } },
      { filter: { fieldsOfStudy: ['Energy'] } },
    ];
    for (const change of changes) {
      expect(conceptSearchKey(checkedConceptQuery({ ...input, ...change }))).not.toBe(key);
    }
  });
});
