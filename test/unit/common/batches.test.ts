import { chunks, sizedBatches } from '../../../src/common/batches';

describe('chunks', () => {
  it('splits in order into batches of at most `size`', () => {
    expect(chunks([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunks([], 3)).toEqual([]);
    expect(() => chunks([1], 0)).toThrow(RangeError);
  });
});

describe('sizedBatches', () => {
  const length = (text: string) => text.length;

  it('keeps each batch within the size and the count, in order', () => {
    expect(sizedBatches(['aa', 'bbb', 'c', 'dddd', 'e'], length, 5)).toEqual([['aa', 'bbb'], ['c', 'dddd'], ['e']]);
    expect(sizedBatches(['a', 'b', 'c', 'd', 'e'], length, 100, 2)).toEqual([['a', 'b'], ['c', 'd'], ['e']]);
  });

  it('gives an item larger than the size a batch of its own, never drops it', () => {
    expect(sizedBatches(['aa', 'xxxxxxxx', 'b'], length, 3)).toEqual([['aa'], ['xxxxxxxx'], ['b']]);
  });

  it('fills a batch exactly to the size', () => {
    expect(sizedBatches(['aa', 'bbb', 'cc'], length, 5)).toEqual([['aa', 'bbb'], ['cc']]);
    expect(sizedBatches([], length, 5)).toEqual([]);
  });

  it('refuses nonsense limits', () => {
    expect(() => sizedBatches(['a'], length, 0)).toThrow(RangeError);
    expect(() => sizedBatches(['a'], length, 5, 0)).toThrow(RangeError);
  });
});
