import { RefgraphError } from '../../../src/errors/refgraph-error';
import { analysedLanguages, bm25PaperQuery, filteredBm25Query, isSearchLanguage, libraryLanguages, LONG_QUERY_CHARACTERS, pickedTermsQuery } from '../../../src/search/bm25-query';
import { parsePickedTerms } from '../../../src/search/long-query-terms';

describe('BM25 query builder', () => {
  it('scores title and abstract as one document under the language asked for', () => {
    expect(bm25PaperQuery('economia blava', ['ca'])).toEqual({
      combined_fields: { query: 'economia blava', fields: ['text.ca', 'title.ca^3', 'titleTranslations.ca^4'] },
    });
  });

  it('reads the query under every language by default, keeping each paper’s best reading', () => {
    expect(bm25PaperQuery('blue economy')).toEqual({
      dis_max: {
        queries: [
          { combined_fields: { query: 'blue economy', fields: ['text.en', 'title.en^3', 'titleTranslations.en^4'] } },
          { combined_fields: { query: 'blue economy', fields: ['text.es', 'title.es^3', 'titleTranslations.es^4'] } },
          { combined_fields: { query: 'blue economy', fields: ['text.ca', 'title.ca^3', 'titleTranslations.ca^4'] } },
        ],
      },
    });
  });

  it('refuses an empty list of languages rather than searching nothing', () => {
    expect(() => bm25PaperQuery('x', [])).toThrow(RefgraphError);
  });

  it('adds a cross-lingual expansion to the query\'s best reading: the translation as the query, the feedback with its weight, both under the expansion\'s language', () => {
    const expansion = { language: 'en' as const, translation: 'Blue economy', feedback: { text: 'Blue growth\nOcean accounts', weight: 0.5 } };
    const english = ['text.en', 'title.en^3', 'titleTranslations.en^4'];
    expect(bm25PaperQuery('economia blava', ['ca'], expansion)).toEqual({
      bool: {
        should: [
          { combined_fields: { query: 'economia blava', fields: ['text.ca', 'title.ca^3', 'titleTranslations.ca^4'] } },
          { combined_fields: { query: 'Blue economy', fields: english } },
          { combined_fields: { query: 'Blue growth\nOcean accounts', fields: english, boost: 0.5 } },
        ],
        minimum_should_match: 1,
      },
    });
    expect(bm25PaperQuery('economia blava', ['ca'], { language: 'en', translation: 'Blue economy' })).toEqual({
      bool: { should: [bm25PaperQuery('economia blava', ['ca']), { combined_fields: { query: 'Blue economy', fields: english } }], minimum_should_match: 1 },
    });
    expect(bm25PaperQuery('economia blava', ['ca'], { language: 'en' })).toEqual(bm25PaperQuery('economia blava', ['ca']));
    expect(filteredBm25Query('economia blava', { maxYear: 2019 }, ['ca'], expansion)).toEqual({
      bool: { must: [bm25PaperQuery('economia blava', ['ca'], expansion)], filter: [{ range: { year: { lte: 2019 } } }], must_not: [] },
    });
  });

  it('puts the query under the filter clauses', () => {
    expect(filteredBm25Query('bm25', { maxYear: 2019, excludeIds: ['p1'] }, ['en'])).toEqual({
      bool: {
        must: [{ combined_fields: { query: 'bm25', fields: ['text.en', 'title.en^3', 'titleTranslations.en^4'] } }],
        filter: [{ range: { year: { lte: 2019 } } }],
        must_not: [{ ids: { values: ['p1'] } }],
      },
    });
  });
});

describe('long queries', () => {
  it('searches a long text by its telling terms, and any term may match', () => {
    const text = 'word '.repeat(LONG_QUERY_CHARACTERS / 5 + 1);
    expect(bm25PaperQuery(text, ['en'])).toEqual({
      more_like_this: { fields: ['title.en', 'abstract.en', 'titleTranslations.en'], like: text, max_query_terms: 64, min_term_freq: 1, min_doc_freq: 1, minimum_should_match: '1' },
    });
  });

  it('sends the terms already picked for a language as term queries in their order, any of which may match', () => {
    const text = 'word '.repeat(LONG_QUERY_CHARACTERS / 5 + 1);
    const picked = new Map([['en' as const, [{ field: 'abstract.en', term: 'word' }, { field: 'title.en', term: 'vector' }]]]);
    expect(bm25PaperQuery(text, ['en', 'es'], undefined, picked)).toEqual({
      dis_max: {
        queries: [
          { bool: { should: [{ term: { 'abstract.en': 'word' } }, { term: { 'title.en': 'vector' } }], minimum_should_match: 1 } },
          bm25PaperQuery(text, ['es']),
        ],
      },
    });
    expect(pickedTermsQuery([])).toEqual({ match_none: {} });
  });

  it('reads the terms more_like_this picked from the rewritten query Lucene prints', () => {
    const fields = ['title.en', 'abstract.en'];
    expect(parsePickedTerms('(abstract.en:word title.en:vector abstract.en:a:b)~1', fields)).toEqual([
      { field: 'abstract.en', term: 'word' },
      { field: 'title.en', term: 'vector' },
      { field: 'abstract.en', term: 'a:b' },
    ]);
    expect(parsePickedTerms('abstract.en:word', fields)).toEqual([{ field: 'abstract.en', term: 'word' }]);
    // Nothing picked: Elasticsearch prints the query unrewritten, and more_like_this itself is sent.
    expect(parsePickedTerms('like:[the and of]', fields)).toBeNull();
    expect(parsePickedTerms('(abstract.es:palabra)~1', fields)).toBeNull();
    expect(parsePickedTerms('(abstract.en:)~1', fields)).toBeNull();
  });
});

describe('the languages a query the detector cannot place is read under', () => {
  it('are the library’s: an English library reads it in English alone', () => {
    expect(libraryLanguages([{ language: 'en', papers: 4984 }, { language: 'fr', papers: 32 }, { language: 'ca', papers: 2 }])).toEqual(['en']);
  });

  it('are every analysed language holding one paper in twenty of those whose language is known', () => {
    expect(libraryLanguages([{ language: 'ca', papers: 50 }, { language: 'en', papers: 40 }, { language: 'es', papers: 5 }, { language: 'de', papers: 5 }])).toEqual(['en', 'es', 'ca']);
    expect(libraryLanguages([{ language: 'ca', papers: 50 }, { language: 'en', papers: 46 }, { language: 'es', papers: 4 }])).toEqual(['en', 'ca']);
  });

  it('are all three when no paper’s language is known, or none is one we analyse', () => {
    expect(libraryLanguages([])).toEqual(['en', 'es', 'ca']);
    expect(libraryLanguages([{ language: 'fr', papers: 90 }, { language: 'en', papers: 4 }])).toEqual(['en', 'es', 'ca']);
  });

  it('leave out the papers labelled undetermined, as those stored without a language', () => {
    // AAN as ingested since 'und' labels: 11,965 undetermined titles beside 4,984 English papers.
    expect(libraryLanguages([{ language: 'und', papers: 11965 }, { language: 'en', papers: 4984 }, { language: 'es', papers: 600 }])).toEqual(['en', 'es']);
    expect(libraryLanguages([{ language: 'und', papers: 10 }])).toEqual(['en', 'es', 'ca']);
  });

  it('keep the analysed ones of a language filter, else all three', () => {
    expect(analysedLanguages(['ca', 'fr'])).toEqual(['ca']);
    expect(analysedLanguages(['fr'])).toEqual(['en', 'es', 'ca']);
  });

  it('follow the detector only when it names a language we analyse', () => {
    expect([isSearchLanguage('es'), isSearchLanguage('fr'), isSearchLanguage(null)]).toEqual([true, false, false]);
  });
});
