import { conceptState, conceptVariables, countSentence, isActive, PAGE_SIZE, shownResult, toggledFacet, yearRangeName } from '../../../web/src/explorer/views/concepts/concept-query';

const state = (query: string) => conceptState(new URLSearchParams(query));

describe("the concept view's URL state", () => {
  it('reads every parameter, with the defaults of the API where one is absent or malformed', () => {
    expect(state('')).toEqual({
      query: '',
      languages: ['ca', 'es', 'en'],
      crossLingual: false,
      mode: 'HYBRID',
      threshold: { kind: 'none' },
      passedOnly: false,
      documentLanguages: [],
      yearFrom: null,
      yearTo: null,
      fields: [],
      page: 1,
    });
    expect(state('q=+economia+blava+&ql=ca,xx&xl=1&mode=DENSE&th=calibrated&passed=1&dl=en,unknown&from=2000&to=20x&fields=Energy|Computer%20Science&p=3')).toEqual({
      query: 'economia blava',
      languages: ['ca'],
      crossLingual: true,
      mode: 'DENSE',
      threshold: { kind: 'calibrated' },
      passedOnly: true,
      documentLanguages: ['en', null],
      yearFrom: 2000,
      yearTo: null,
      fields: ['Energy', 'Computer Science'],
      page: 3,
    });
    expect(state('th=0.85&mode=FUZZY&p=0').threshold).toEqual({ kind: 'cosine', value: 0.85 });
    expect(state('mode=FUZZY&p=11').mode).toBe('HYBRID');
    expect(state('p=11').page).toBe(1);
  });

  it('asks for every hit up to the end of the page, the filter only with its parts, passing only with a threshold', () => {
    expect(conceptVariables(state('ql=ca'))).toBeNull();
    expect(conceptVariables(state('q=cancer&th=calibrated&passed=1&dl=unknown&to=1999&p=2'))).toEqual({
      query: 'cancer',
      languages: ['CA', 'ES', 'EN'],
      crossLingual: false,
      mode: 'HYBRID',
      threshold: 'CALIBRATED',
      passedOnly: true,
      filter: { languages: [null], yearTo: 1999 },
      first: 2 * PAGE_SIZE,
    });
    expect(conceptVariables(state('q=cancer&th=0.8&passed=1'))).toMatchObject({ threshold: 0.8, passedOnly: true, filter: null });
    expect(conceptVariables(state('q=cancer&ql=es&xl=1&dl=ca,und,unknown'))).toMatchObject({ languages: ['ES'], filter: { languages: ['CA', 'UND', null] } });
    expect(conceptVariables(state('q=cancer&passed=1'))).toMatchObject({ threshold: null, passedOnly: false });
  });

  it('turns a facet value on when clicked and off when clicked again, back on page 1', () => {
    const before = state('q=cancer&dl=ca&fields=Energy&p=4');
    expect(toggledFacet(before, { kind: 'language', value: null })).toEqual({ dl: 'ca,unknown', p: undefined });
    expect(toggledFacet(before, { kind: 'language', value: 'ca' })).toEqual({ dl: '', p: undefined });
    expect(toggledFacet(before, { kind: 'field', value: 'Oncology' })).toEqual({ fields: 'Energy|Oncology', p: undefined });
    expect(toggledFacet(before, { kind: 'years', from: 2010, to: 2019 })).toEqual({ from: '2010', to: '2019', p: undefined });
    const decade = state('from=2010&to=2019');
    expect(isActive(decade, { kind: 'years', from: 2010, to: 2019 })).toBe(true);
    expect(isActive(decade, { kind: 'years', from: 2010, to: 2014 })).toBe(false);
    expect(toggledFacet(decade, { kind: 'years', from: 2010, to: 2019 })).toEqual({ from: undefined, to: undefined, p: undefined });
  });

  it('names year ranges and says a count as a reader takes it, a lower bound as one', () => {
    expect([yearRangeName(2019, 2019), yearRangeName(2010, 2019)]).toEqual(['2019', '2010–2019']);
    expect(countSentence(34, 'EXACT', false)).toBe('34 results');
    expect(countSentence(1, 'EXACT', true)).toBe('1 passing result');
    expect(countSentence(10_000, 'AT_LEAST', false)).toBe('at least 10,000 results');
  });

  it("shows the API's enum languages as the stored codes its URLs use", () => {
    const bucket = { count: 1, total: 2 };
    const hit = { rank: 1, score: 1, cosine: null, margin: null, threshold: null, passed: null, paper: { id: 'p', title: 't', year: 2020, authors: [] } };
    const shown = shownResult({
      totalCount: 2,
      totalCountRelation: 'EXACT',
      passedCount: null,
      thresholdScore: null,
      model: null,
      edges: [{ node: { ...hit, language: 'CA' } }, { node: { ...hit, language: null } }],
      pageInfo: { hasNextPage: false },
      facets: { languages: [{ ...bucket, language: 'UND' }, { ...bucket, language: null }], yearRanges: [], fieldsOfStudy: [] },
    });
    expect(shown.edges.map((edge) => edge.node.language)).toEqual(['ca', null]);
    expect(shown.facets.languages.map((b) => b.language)).toEqual(['und', null]);
  });
});
