import { addCandidate, CandidatePool, mergeCandidates } from '../../../src/rank/types';

describe('mergeCandidates', () => {
  it("joins the sources and feature values of candidates found by several retrievers, keeping the first pool's order", () => {
    const pool: CandidatePool = new Map();
    addCandidate(pool, 'a', 'bm25', { bm25: 3 });
    addCandidate(pool, 'b', 'bm25', { bm25: 2 });
    const dense: CandidatePool = new Map();
    addCandidate(dense, 'c', 'dense', { dense: 0.9 });
    addCandidate(dense, 'a', 'dense', { dense: 0.7 });
    mergeCandidates(pool, dense);
    expect([...pool.keys()]).toEqual(['a', 'b', 'c']);
    expect(pool.get('a')).toEqual({ paperId: 'a', raw: { bm25: 3, dense: 0.7 }, sources: new Set(['bm25', 'dense']) });
    expect(pool.get('c')).toEqual({ paperId: 'c', raw: { dense: 0.9 }, sources: new Set(['dense']) });
  });
});
