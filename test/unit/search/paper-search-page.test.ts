import { paperSearchRequest, paperSort } from '../../../src/search/paper-search-page';
import { paperFilterClauses } from '../../../src/search/paper-filter';

describe('paper search pages', () => {
  it('sorts by the key, then best match, then id, so pages never overlap', () => {
    expect(paperSort({ by: 'RELEVANCE', direction: 'DESC' })).toEqual([{ _score: { order: 'desc' } }, { id: { order: 'asc' } }]);
    expect(paperSort({ by: 'YEAR', direction: 'ASC' })).toEqual([{ year: { order: 'asc' } }, { _score: { order: 'desc' } }, { id: { order: 'asc' } }]);
    expect(paperSort({ by: 'CITATIONS', direction: 'DESC' })[0]).toEqual({ citationCount: { order: 'desc' } });
  });

  it('asks for an exact total and keeps scores whatever the order', () => {
    const request = paperSearchRequest('papers', {
      text: 'word vectors',
      languages: ['en'],
      filter: { minYear: 2010, maxYear: 2015, fieldsOfStudy: ['Machine Learning'] },
      order: { by: 'YEAR', direction: 'DESC' },
      from: 20,
      size: 11,
    });
    expect(request).toMatchObject({ index: 'papers', from: 20, size: 11, track_total_hits: true, track_scores: true, stored_fields: '_none_', docvalue_fields: ['id'] });
    expect(request.query).toEqual({
      bool: {
        must: [{ combined_fields: { query: 'word vectors', fields: ['text.en', 'title.en^3', 'titleTranslations.en^4'] } }],
        filter: [{ terms: { fieldsOfStudy: ['Machine Learning'] } }, { range: { year: { gte: 2010, lte: 2015 } } }],
        must_not: [],
      },
    });
  });

  it('filters on a year range open at either end', () => {
    expect(paperFilterClauses({ minYear: 2010 })).toEqual({ filter: [{ range: { year: { gte: 2010 } } }], must_not: [] });
    expect(paperFilterClauses({ maxYear: 2010 })).toEqual({ filter: [{ range: { year: { lte: 2010 } } }], must_not: [] });
    expect(paperFilterClauses({})).toBeNull();
  });
});
