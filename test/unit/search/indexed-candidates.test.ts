import { candidateRequests, multiSearchLines } from '../../../src/search/indexed-candidates';

describe('what the index is asked of given candidates', () => {
  const bm25 = { combined_fields: { query: 'graph', fields: ['text.en', 'title.en^3', 'titleTranslations.en^4'] } };
  const onlyThese = { ids: { values: ['a', 'b'] } };
  const restricted = { index: 'papers', size: 2, track_total_hits: false, stored_fields: '_none_' };

  it('sends facts, BM25 and kNN as three searches restricted to the papers, reading ids and facts from doc values', () => {
    expect(candidateRequests('papers', { bm25, vector: Float32Array.from([0.5, 0.25]), facts: true }, ['a', 'b'])).toEqual({
      facts: { ...restricted, docvalue_fields: ['id', 'year', 'language', 'fieldsOfStudy', 'venue'], query: onlyThese },
      bm25: { ...restricted, docvalue_fields: ['id'], search_type: 'dfs_query_then_fetch', query: { bool: { must: [bm25], filter: [onlyThese] } } },
      // k = the papers: kNN restricted to no more papers than k is exact.
      dense: { ...restricted, docvalue_fields: ['id'], knn: { field: 'embedding', query_vector: [0.5, 0.25], k: 2, num_candidates: 2, filter: [onlyThese] } },
    });
  });

  it('asks only for what is wanted', () => {
    expect(Object.keys(candidateRequests('papers', { facts: true }, ['a']))).toEqual(['facts']);
    expect(Object.keys(candidateRequests('papers', { bm25, facts: false }, ['a']))).toEqual(['bm25']);
  });

  it('scores only the papers a score is asked for (a retriever already gave the others theirs); facts are read for every paper', () => {
    const only = (ids: string[]) => ({ ids: { values: ids } });
    const { facts, bm25: scored, dense } = candidateRequests('papers', { bm25, vector: Float32Array.from([1, 0]), scoredOnly: { bm25: new Set(['b']), dense: new Set(['a', 'c']) }, facts: true }, ['a', 'b']);
    expect(facts!.query).toEqual(onlyThese);
    expect(scored).toMatchObject({ size: 1, query: { bool: { must: [bm25], filter: [only(['b'])] } } });
    expect(dense).toMatchObject({ size: 1, knn: { k: 1, num_candidates: 1, filter: [only(['a'])] } });
    // No paper of the batch lacks the score: no search for it.
    expect(Object.keys(candidateRequests('papers', { bm25, facts: false, scoredOnly: { bm25: new Set() } }, ['a']))).toEqual([]);
  });

  it('sends them as one _msearch: index and search type in each header, the rest in its body', () => {
    const { facts, bm25: scored } = candidateRequests('papers', { bm25, facts: true }, ['a', 'b']);
    expect(multiSearchLines([facts!, scored!])).toEqual([
      { index: 'papers' },
      { size: 2, track_total_hits: false, stored_fields: '_none_', docvalue_fields: ['id', 'year', 'language', 'fieldsOfStudy', 'venue'], query: onlyThese },
      { index: 'papers', search_type: 'dfs_query_then_fetch' },
      { size: 2, track_total_hits: false, stored_fields: '_none_', docvalue_fields: ['id'], query: { bool: { must: [bm25], filter: [onlyThese] } } },
    ]);
  });
});
