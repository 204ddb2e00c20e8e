import { bootstrapInterval } from '../../../../src/eval/run/resampling';

describe('bootstrapInterval', () => {
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
});
