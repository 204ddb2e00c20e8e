import { lengthSortedBatches, padBatch } from '../../../src/embed/batching';

describe('lengthSortedBatches', () => {
  it('groups indices by length, shortest first, ties in input order', () => {
    expect(lengthSortedBatches([5, 2, 9, 2, 7], 2)).toEqual([[1, 3], [0, 4], [2]]);
    expect(lengthSortedBatches([], 4)).toEqual([]);
  });

  it('refuses a batch size that is not a positive integer', () => {
    expect(() => lengthSortedBatches([1], 0)).toThrow(/batchSize/);
  });
});

describe('padBatch', () => {
  it('pads each row after its tokens and masks the padding', () => {
    const batch = padBatch([[5, 6, 7], [8]], 1);
    expect(batch.rows).toBe(2);
    expect(batch.sequenceLength).toBe(3);
    expect([...batch.inputIds]).toEqual([5n, 6n, 7n, 8n, 1n, 1n]);
    expect([...batch.attentionMask]).toEqual([1, 1, 1, 1, 0, 0]);
  });
});
