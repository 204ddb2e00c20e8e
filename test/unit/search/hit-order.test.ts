import { byScoreThenId, topHitsByScore } from '../../../src/search/hit-order';

const hit = (paperId: string, score: number) => ({ paperId, score });

describe('search hits in score-then-id order', () => {
  it('orders equal scores by paper id', () => {
    expect([hit('b', 1), hit('c', 2), hit('a', 1)].sort(byScoreThenId)).toEqual([hit('c', 2), hit('a', 1), hit('b', 1)]);
  });

  it('keeps the first `size` of one hit more when the hit after the cut scores lower', () => {
    expect(topHitsByScore([hit('b', 3), hit('a', 3), hit('c', 1)], 2)).toEqual([hit('a', 3), hit('b', 3)]);
    expect(topHitsByScore([hit('b', 3), hit('a', 2)], 5)).toEqual([hit('b', 3), hit('a', 2)]);
  });

  it('cannot tell which papers come first when the hit after the cut ties the last one kept', () => {
    // The engine may hold more papers of score 2 than it returned: a sort by id must decide.
    expect(topHitsByScore([hit('a', 3), hit('c', 2), hit('b', 2)], 2)).toBeNull();
  });
});
