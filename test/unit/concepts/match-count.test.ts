import { keptCount, relevanceFloor, sawEveryMatch } from '../../../src/concepts';

describe('sawEveryMatch', () => {
  const full = { retrieved: 100, depth: 100, lastCosine: 0.8, lowestBackground: 0.78, floor: 0.01 };

  it('is true when the nearest-neighbour list was not full: it holds every paper the filter allows', () => {
    expect(sawEveryMatch({ ...full, retrieved: 14, floor: null, lowestBackground: null })).toBe(true);
  });

  it('on a full list, is true only when no paper beyond it can reach the floor (last cosine − lowest background < floor)', () => {
    expect(sawEveryMatch(full)).toBe(false); // 0.8 − 0.78 = 0.02 ≥ 0.01: a paper beyond could match
    expect(sawEveryMatch({ ...full, lastCosine: 0.785 })).toBe(true); // 0.005 < 0.01
  });

  it('is never true on a full list without a floor (an encoder never calibrated): every paper is a neighbour', () => {
    expect(sawEveryMatch({ ...full, floor: null })).toBe(false);
  });
});

describe('keptCount', () => {
  it('is exact when the search saw every match and the depth cut none, else a lower bound', () => {
    expect(keptCount(42, true, false)).toEqual({ value: 42, relation: 'EXACT' });
    expect(keptCount(100, true, true)).toEqual({ value: 100, relation: 'AT_LEAST' });
    expect(keptCount(100, false, false)).toEqual({ value: 100, relation: 'AT_LEAST' });
  });
});

describe('relevanceFloor', () => {
  const label = (score: number, relevant: boolean) => ({ score, relevant, language: 'en' });

  it('keeps 95% of the relevant pairs: the score of the ⌈0.95·n⌉-th best', () => {
    const relevant = Array.from({ length: 20 }, (_, i) => label(0.1 - i * 0.005, true)); // 0.100 … 0.005
    expect(relevanceFloor([...relevant, label(0.5, false)])).toBeCloseTo(0.1 - 18 * 0.005, 10); // the 19th of 20
  });

  it('is null without a relevant pair', () => {
    expect(relevanceFloor([label(0.2, false)])).toBeNull();
  });
});
