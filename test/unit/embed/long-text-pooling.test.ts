import { poolChunks, softmax } from '../../../src/embed/long-text-pooling';
import { l2Norm } from '../../../src/embed/pooling';

const x = Float32Array.from([1, 0]);
const y = Float32Array.from([0, 1]);
const expectVector = (actual: Float32Array, expected: number[]) => {
  expect(actual).toHaveLength(expected.length);
  expected.forEach((value, k) => expect(actual[k]).toBeCloseTo(value, 6));
};

describe('poolChunks', () => {
  it("'truncate' keeps the first chunk", () => {
    expectVector(poolChunks([Float32Array.from([3, 4]), y], 'truncate'), [0.6, 0.8]);
  });

  it("'mean' averages, then normalises", () => {
    expectVector(poolChunks([x, y], 'mean'), [Math.SQRT1_2, Math.SQRT1_2]);
    // (1,0), (0,1), (0,1) → (1/3, 2/3) → (1, 2)/√5
    expectVector(poolChunks([x, y, y], 'mean'), [1 / Math.sqrt(5), 2 / Math.sqrt(5)]);
  });

  it("'max' takes the element-wise maximum, then normalises", () => {
    expectVector(poolChunks([Float32Array.from([1, -2]), Float32Array.from([0.5, 3])], 'max'), [1 / Math.sqrt(10), 3 / Math.sqrt(10)]);
  });

  it("'weighted' with zero weights is exactly 'mean'", () => {
    const chunks = [Float32Array.from([0.6, 0.8]), x, Float32Array.from([-0.28, 0.96])];
    expect(poolChunks(chunks, 'weighted', { weights: [0, 0], bias: 0.7 })).toEqual(poolChunks(chunks, 'mean'));
  });

  it("'weighted' weights chunks by softmax(w·e + b), whatever the bias", () => {
    // scores: ln 3 + b and b → softmax (3/4, 1/4) → (0.75, 0.25) → (3, 1)/√10
    const scorer = { weights: [Math.log(3), 0], bias: 5 };
    expectVector(poolChunks([x, y], 'weighted', scorer), [3 / Math.sqrt(10), 1 / Math.sqrt(10)]);
    expect(poolChunks([x, y], 'weighted', { ...scorer, bias: -2 })).toEqual(poolChunks([x, y], 'weighted', scorer));
  });

  it('returns unit vectors in every mode', () => {
    const chunks = [Float32Array.from([2, 1]), Float32Array.from([0.5, 4])];
    for (const v of [poolChunks(chunks, 'truncate'), poolChunks(chunks, 'mean'), poolChunks(chunks, 'max'), poolChunks(chunks, 'weighted', { weights: [1, -1], bias: 0 })]) {
      expect(l2Norm(v)).toBeCloseTo(1, 6);
    }
  });

  it('refuses inconsistent input', () => {
    expect(() => poolChunks([], 'mean')).toThrow(/no chunk embeddings/);
    expect(() => poolChunks([x, Float32Array.from([1, 2, 3])], 'mean')).toThrow(/differ in dimension/);
    expect(() => poolChunks([x, y], 'weighted')).toThrow(/'weighted' pooling needs a scorer/);
    expect(() => poolChunks([x, y], 'max', { weights: [0, 0], bias: 0 })).toThrow(/'max' pooling takes no scorer/);
    expect(() => poolChunks([x, y], 'weighted', { weights: [0, 0, 0], bias: 0 })).toThrow(/3 weights for embeddings of dimension 2/);
  });
});

describe('softmax', () => {
  it('normalises exponentials and stays finite for large scores', () => {
    const [a, b] = softmax([0, Math.log(3)]);
    expect(a).toBeCloseTo(0.25, 12);
    expect(b).toBeCloseTo(0.75, 12);
    expect(softmax([1000, 1000])).toEqual([0.5, 0.5]);
  });
});
