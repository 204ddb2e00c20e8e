import { anseriniDocument, filteredRun, limitsOf, searchDepth, topicLine } from '../../../src/bench/anserini/baseline-files';
import type { RankQuery } from '../../../src/rank/types';

const query = (over: Partial<RankQuery> = {}): RankQuery => ({ text: 'BM25\tfor\n citation  recommendation ', vector: null, year: 2020, maxYear: 2019, excludeIds: ['self'], authorIds: [], filters: {}, ...over });

describe('the Anserini baseline’s files', () => {
  it('puts title and abstract in one field, and the pipeline’s query text on one topics line', () => {
    expect(anseriniDocument({ id: 'p', title: 'T', abstract: 'A' })).toEqual({ id: 'p', contents: 'T\nA' });
    expect(anseriniDocument({ id: 'p', title: 'T', abstract: null })).toEqual({ id: 'p', contents: 'T' });
    expect(topicLine('q1', query())).toBe('q1\tBM25 for citation recommendation');
    expect(() => topicLine('q 1', query())).toThrow(/whitespace/);
  });

  it('keeps the year limit and exclusions, and refuses filters it cannot reproduce', () => {
    expect(limitsOf(query())).toEqual({ maxYear: 2019, excludeIds: ['self'] });
    expect(() => limitsOf(query({ filters: { venues: ['X'] } }))).toThrow(/not supported/);
  });

  it('searches deep enough that k papers survive the most restrictive query', () => {
    const years = new Map([['a', 2018], ['b', 2020], ['c', 2021], ['self', 2017]]);
    expect(searchDepth(10, [{ maxYear: 2019, excludeIds: ['self'] }, { maxYear: 2020, excludeIds: [] }], years)).toBe(13);
  });

  it('drops what the filter refuses, keeps Lucene’s order, renumbers and cuts at k', () => {
    const years = new Map([['a', 2018], ['new', 2020], ['self', 2017], ['b', 2015], ['c', 2010]]);
    const lines = ['new', 'a', 'self', 'b', 'c'].map((docId, i) => ({ queryId: 'q1', docId, score: 10 - i }));
    expect(filteredRun(lines, new Map([['q1', { maxYear: 2019, excludeIds: ['self'] }]]), years, 2, 'lucene')).toEqual(['q1 Q0 a 1 9 lucene', 'q1 Q0 b 2 7 lucene']);
    expect(() => filteredRun([{ queryId: 'q9', docId: 'a', score: 1 }], new Map(), years, 2, 't')).toThrow(/q9/);
  });
});
