import { bootstrapInterval, quantile, sample, seededRandom } from '../../../../src/eval/run/resampling';

describe('seeded randomness', () => {
  it('repeats the same stream for the same seed, and differs between seeds', () => {
    const draw = (seed: number) => Array.from({ length: 5 }, seededRandom(seed));
    expect(draw(7)).toEqual(draw(7));
    expect(draw(7)).not.toEqual(draw(8));
    for (const value of draw(123)) expect(value >= 0 && value < 1).toBe(true);
    // mulberry32's first output for seed 1, as every implementation of it gives.
    expect(seededRandom(1)()).toBeCloseTo(0.6270739405881613, 15);
  });

  it('samples a seeded subset in the original order, and everything when asked for as many', () => {
    const items = Array.from({ length: 20 }, (_, i) => `q${String(i).padStart(2, '0')}`);
    const chosen = sample(items, 5, 42);
    expect(chosen).toHaveLength(5);
    expect(chosen).toEqual([...chosen].sort());
    expect(sample(items, 5, 42)).toEqual(chosen);
    expect(sample(items, 5, 43)).not.toEqual(chosen);
    expect(sample(items, 50, 1)).toEqual(items);
    expect(() => sample(items, 0, 1)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
  });

  it('bootstraps an interval around the mean that repeats for a seed', () => {
    const values = [0, 0.2, 0.4, 0.6, 0.8, 1, 0.5, 0.5];
    const interval = bootstrapInterval(values, 9)!;
    expect(interval.low).toBeLessThan(0.5);
    expect(interval.high).toBeGreaterThan(0.5);
    expect(interval.low).toBeGreaterThanOrEqual(0);
    expect(interval.high).toBeLessThanOrEqual(1);
    expect(bootstrapInterval(values, 9)).toEqual(interval);
    expect(bootstrapInterval([0.3, 0.3, 0.3], 1)).toEqual({ low: 0.3, high: 0.3 });
    expect(bootstrapInterval([0.3], 1)).toBeNull();
  });

  it('takes nearest-rank percentiles', () => {
    const sorted = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100];
    expect(quantile(sorted, 0.5)).toBe(50);
    expect(quantile(sorted, 0.95)).toBe(100);
    expect(quantile(sorted, 0)).toBe(10);
    expect(quantile([7], 0.95)).toBe(7);
    expect(() => quantile([], 0.5)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
    expect(() => seededRandom(-1)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
  });
});
