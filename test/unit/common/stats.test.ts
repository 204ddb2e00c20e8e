import { quantile } from '../../../src/common/stats';

describe('quantile', () => {
  it('takes nearest-rank percentiles', () => {
    const sorted = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100];
    expect(quantile(sorted, 0.5)).toBe(50);
    expect(quantile(sorted, 0.95)).toBe(100);
    expect(quantile(sorted, 0)).toBe(10);
    expect(quantile([7], 0.95)).toBe(7);
    expect(() => quantile([], 0.5)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
  });
});
