import { clsPool, cosine, l2Normalise, meanPool } from '../../../src/embed/pooling';
import { RefgraphError } from '../../../src/errors/refgraph-error';

// Three tokens of dimension 2; the third is padding.
const states = Float32Array.from([1, 2, 3, 4, 100, 200]);

describe('token pooling', () => {
  it('means the unmasked tokens only', () => {
    expect(meanPool(states, [1, 1, 0], 2)).toEqual(Float32Array.from([2, 3]));
    expect(meanPool(states, [0, 1, 1], 2)).toEqual(Float32Array.from([51.5, 102]));
  });

  it('refuses a mask with no token and states of the wrong size', () => {
    expect(() => meanPool(states, [0, 0, 0], 2)).toThrow(RefgraphError);
    expect(() => meanPool(states, [1, 1], 2)).toThrow(/expected 2 × 2 values, got 6/);
  });

  it('takes the first token for CLS pooling', () => {
    expect(clsPool(states, 2)).toEqual(Float32Array.from([1, 2]));
  });
});

describe('vectors', () => {
  it('normalises to unit length', () => {
    const v = l2Normalise([3, 4]);
    expect(v[0]).toBeCloseTo(0.6, 7);
    expect(v[1]).toBeCloseTo(0.8, 7);
    expect(() => l2Normalise([0, 0])).toThrow(/norm 0/);
  });

  it('computes cosine', () => {
    expect(cosine([1, 0], [1, 1])).toBeCloseTo(Math.SQRT1_2, 12);
    expect(cosine([1, 2], [2, 4])).toBeCloseTo(1, 12);
    expect(cosine([1, 0], [0, 3])).toBe(0);
    expect(cosine([2, 0], [-1, 0])).toBe(-1);
    expect(() => cosine([1, 0], [1, 0, 0])).toThrow(/dimensions differ/);
    expect(() => cosine([0, 0], [1, 0])).toThrow(/zero vector/);
  });
});
