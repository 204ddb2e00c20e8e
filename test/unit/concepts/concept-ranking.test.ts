import { rankConceptCandidates } from '../../../src/concepts/concept-ranking';
import type { PaperFacts } from '../../../src/search/paper-facts';

/** Unit vectors at an angle from the query (1, 0): cosine = cos(angle). */
const at = (cosine: number) => [cosine, Math.sqrt(1 - cosine * cosine)];
const query = new Float32Array([1, 0]);
const facts = (paperId: string, embedding: number[] | null): PaperFacts => ({ paperId, language: 'es', year: 2020, fieldsOfStudy: [], venue: null, embedding });
const FACTS = new Map([
  ['a', facts('a', at(0.9))],
  ['b', facts('b', at(0.5))],
  ['c', facts('c', at(0.7))],
  ['d', facts('d', null)],
]);
const lexical = [
  { paperId: 'b', score: 12 },
  { paperId: 'd', score: 8 },
  { paperId: 'a', score: 3 },
];
const dense = [
  { paperId: 'a', score: 0.9 },
  { paperId: 'c', score: 0.7 },
];

const ids = (ranked: { paperId: string }[]) => ranked.map((r) => r.paperId);

describe('rankConceptCandidates', () => {
  it('LEXICAL: BM25 order, cosines alongside when there is a query vector', () => {
    const ranked = rankConceptCandidates('LEXICAL', lexical, [], FACTS, query);
    expect(ids(ranked)).toEqual(['b', 'd', 'a']);
    expect(ranked.map((r) => r.score)).toEqual([12, 8, 3]);
    expect(ranked[0]!.cosine).toBeCloseTo(0.5, 6);
    expect(ranked[1]!.cosine).toBeNull();
    expect(rankConceptCandidates('LEXICAL', lexical, [], FACTS, null).every((r) => r.cosine === null)).toBe(true);
  });

  it('DENSE: the exact cosine on the stored vectors', () => {
    const ranked = rankConceptCandidates('DENSE', [], dense, FACTS, query);
    expect(ids(ranked)).toEqual(['a', 'c']);
    expect(ranked[0]!.score).toBeCloseTo(0.9, 6);
  });

  it('HYBRID: RRF of the BM25 and cosine ranks over both lists; papers without a vector cannot be ranked by cosine', () => {
    const ranked = rankConceptCandidates('HYBRID', lexical, dense, FACTS, query);
    // BM25 ranks b 1, a 2 (c unmatched); cosine ranks a 1, c 2, b 3.
    expect(ids(ranked)).toEqual(['a', 'b', 'c']);
    expect(ranked[0]!.score).toBeCloseTo(1 / 62 + 1 / 61, 12);
    expect(ranked[1]!.score).toBeCloseTo(1 / 61 + 1 / 63, 12);
    expect(ranked[2]).toMatchObject({ bm25: null });
    expect(ranked[2]!.score).toBeCloseTo(1 / 62, 12);
  });

  it('leaves out hits the index no longer describes and breaks ties by id', () => {
    const tied = rankConceptCandidates('LEXICAL', [{ paperId: 'c', score: 1 }, { paperId: 'gone', score: 5 }, { paperId: 'a', score: 1 }], [], FACTS, null);
    expect(ids(tied)).toEqual(['a', 'c']);
  });
});
