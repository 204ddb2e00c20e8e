import { RefgraphError } from '../../../src/errors/refgraph-error';
import { bm25PaperQuery, filteredBm25Query, LONG_QUERY_CHARACTERS } from '../../../src/search/bm25-query';

describe('BM25 query builder', () => {
  it('scores title and abstract as one document under the language asked for', () => {
    expect(bm25PaperQuery('economia blava', ['ca'])).toEqual({
      combined_fields: { query: 'economia blava', fields: ['title.ca^4', 'abstract.ca'] },
    });
  });

  it('reads the query under every language by default, keeping each paper’s best reading', () => {
    expect(bm25PaperQuery('blue economy')).toEqual({
      dis_max: {
        queries: [
          { combined_fields: { query: 'blue economy', fields: ['title.en^4', 'abstract.en'] } },
          { combined_fields: { query: 'blue economy', fields: ['title.es^4', 'abstract.es'] } },
          { combined_fields: { query: 'blue economy', fields: ['title.ca^4', 'abstract.ca'] } },
        ],
      },
    });
  });

  it('refuses an empty list of languages rather than searching nothing', () => {
    expect(() => bm25PaperQuery('x', [])).toThrow(RefgraphError);
  });

  it('puts the query under the filter clauses', () => {
    expect(filteredBm25Query('bm25', { maxYear: 2019, excludeIds: ['p1'] }, ['en'])).toEqual({
      bool: {
        must: [{ combined_fields: { query: 'bm25', fields: ['title.en^4', 'abstract.en'] } }],
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
      more_like_this: { fields: ['title.en', 'abstract.en'], like: text, max_query_terms: 64, min_term_freq: 1, min_doc_freq: 1, minimum_should_match: '1' },
    });
  });
});
