import { parsedRequest, searchKind, splitRequest } from '../../../src/bench/es-request-kinds';

describe('the kinds of Elasticsearch request a ranking sends', () => {
  const pool = { ids: { values: ['a', 'b'] } };
  const words = { combined_fields: { query: 'graph', fields: ['text.en'] } };
  const picked = { bool: { should: [{ term: { 'title.en': 'graph' } }], minimum_should_match: 1 } };

  it('tells the retrievers from the filters over the pool (an exclusion is not a pool)', () => {
    expect(searchKind({ query: { bool: { must: [words], must_not: [{ ids: { values: ['q'] } }] } } })).toBe('paper BM25 (combined_fields)');
    expect(searchKind({ query: picked })).toBe('talk BM25 (picked terms)');
    expect(searchKind({ query: { more_like_this: { like: 'x' } } })).toBe('talk BM25 (more_like_this)');
    expect(searchKind({ knn: { field: 'embedding', filter: { bool: { must_not: [{ ids: { values: ['q'] } }] } } } })).toBe('dense retrieval (kNN)');
    expect(searchKind({ knn: { field: 'embedding', filter: [pool] } })).toBe('filters: kNN of the pool');
    expect(searchKind({ query: { bool: { must: [picked], filter: [pool] } } })).toBe('filters: BM25 of the pool');
    expect(searchKind({ query: pool })).toBe('filters: facts');
    expect(searchKind({ size: 0, aggs: { languages: { terms: { field: 'language' } } } })).toBe('languages: counts');
  });

  it('reads the body back as sent, and splits an _msearch into one _msearch a search', () => {
    const sent = { method: 'POST', path: '/_msearch', querystring: '', body: '{"index":"p"}\n{"query":{"ids":{"values":["a"]}}}\n{"index":"p"}\n{"knn":{"filter":[{"ids":{"values":["a"]}}]}}\n' };
    const request = parsedRequest(sent);
    expect(request).toEqual({ method: 'POST', path: '/_msearch', bulkBody: [{ index: 'p' }, { query: { ids: { values: ['a'] } } }, { index: 'p' }, { knn: { filter: [{ ids: { values: ['a'] } }] } }] });
    expect(splitRequest(request).map(({ kind, request: one }) => [kind, one.bulkBody!.length])).toEqual([
      ['filters: facts', 2],
      ['filters: kNN of the pool', 2],
    ]);
    expect(splitRequest(parsedRequest({ method: 'GET', path: '/p/_validate/query', querystring: 'rewrite=true' }))).toEqual([
      { kind: 'long text: term picking', request: { method: 'GET', path: '/p/_validate/query', querystring: 'rewrite=true' } },
    ]);
  });
});
