import { checkedSeed, derivedSeed, mulberry32, sample } from '../../../src/negatives/seeded-random';

describe('mulberry32', () => {
  it('gives the reference sequence', () => {
    const random = mulberry32(1);
    expect([random(), random(), random()]).toEqual([0.6270739405881613, 0.002735721180215478, 0.5274470399599522]);
  });

  it('stays in [0, 1) and looks uniform', () => {
    const random = mulberry32(123);
    const buckets = new Array<number>(10).fill(0);
    for (let i = 0; i < 100_000; i += 1) {
      const x = random();
      expect(x >= 0 && x < 1).toBe(true);
      buckets[Math.floor(x * 10)]! += 1;
    }
    for (const count of buckets) expect(Math.abs(count - 10_000)).toBeLessThan(500);
  });
});

describe('derivedSeed', () => {
  it('is stable, and differs by seed and by name', () => {
    expect(derivedSeed(7, 'h', 'RANDOM')).toBe(3566165163);
    expect(derivedSeed(7, 'h', 'CITED')).toBe(1624562958);
    expect(derivedSeed(8, 'h', 'RANDOM')).toBe(2188871196);
  });
});

describe('sample', () => {
  const items = ['a', 'b', 'c', 'd', 'e', 'f'];

  it('draws k distinct items, reproducibly, and leaves the input alone', () => {
    expect(sample(items, 3, mulberry32(42))).toEqual(['d', 'a', 'f']);
    expect(sample(items, 3, mulberry32(42))).toEqual(sample(items, 3, mulberry32(42)));
    expect(items).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });

  it('draws a prefix of the larger sample when asked for fewer', () => {
    expect(sample(items, 2, mulberry32(9))).toEqual(sample(items, 5, mulberry32(9)).slice(0, 2));
  });

  it('returns everything (shuffled) when asked for more than there is, and nothing for k = 0', () => {
    expect(sample(items, 10, mulberry32(3)).sort()).toEqual(items);
    expect(sample(items, 0, mulberry32(3))).toEqual([]);
    expect(sample([], 3, mulberry32(3))).toEqual([]);
  });

  it('picks every item about equally often', () => {
    const random = mulberry32(5);
    const counts = new Map(items.map((i) => [i, 0]));
    for (let i = 0; i < 60_000; i += 1) for (const x of sample(items, 2, random)) counts.set(x, counts.get(x)! + 1);
    for (const count of counts.values()) expect(Math.abs(count - 20_000)).toBeLessThan(600);
  });
});

describe('checkedSeed', () => {
  it('accepts 32-bit unsigned integers only', () => {
    expect(checkedSeed('seed', 0)).toBe(0);
    expect(checkedSeed('seed', 4294967295)).toBe(4294967295);
    for (const bad of [-1, 1.5, 4294967296]) expect(() => checkedSeed('seed', bad)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
  });
});
