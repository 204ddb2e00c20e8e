import { citationOverlap, saltonCosine, scoreShare } from '../../../src/graph/similarity';

describe('saltonCosine', () => {
  it('is shared / sqrt(degreeA · degreeB)', () => {
    expect(saltonCosine(2, 3, 2)).toBeCloseTo(2 / Math.sqrt(6), 15);
    expect(saltonCosine(4, 4, 4)).toBe(1);
    expect(saltonCosine(1, 1, 100)).toBeCloseTo(0.1, 15);
  });

  it('is 0 when nothing is shared or a degree is 0', () => {
    expect(saltonCosine(0, 5, 7)).toBe(0);
    expect(saltonCosine(0, 0, 7)).toBe(0);
  });

  it('rejects counts no pair of papers can have', () => {
    expect(() => saltonCosine(3, 2, 5)).toThrow(RangeError);
    expect(() => saltonCosine(-1, 2, 5)).toThrow(RangeError);
  });
});

describe('citationOverlap', () => {
  it('is the share of the query paper\'s references the candidate touches', () => {
    expect(citationOverlap(2, 3)).toBeCloseTo(2 / 3, 15);
    expect(citationOverlap(5, 5)).toBe(1);
    expect(citationOverlap(0, 4)).toBe(0);
  });

  it('is 0, not NaN, when the query paper has no references', () => {
    expect(citationOverlap(0, 0)).toBe(0);
  });

  it('rejects more shared references than references', () => {
    expect(() => citationOverlap(4, 3)).toThrow(RangeError);
  });
});

describe('scoreShare', () => {
  it('scales scores to shares of their total', () => {
    const scores = [1.5, 0.3, 0.15, 0.15];
    const total = scores.reduce((a, b) => a + b, 0);
    expect(scores.map((s) => scoreShare(s, total))).toEqual([0.7142857142857143, 0.14285714285714285, 0.07142857142857142, 0.07142857142857142]);
    expect(scoreShare(0, 0)).toBe(0);
    expect(() => scoreShare(2, 1)).toThrow(RangeError);
  });
});
