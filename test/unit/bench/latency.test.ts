import { latencyRow, percentile } from '../../../src/bench/latency';

describe('percentile', () => {
  it('takes the nearest rank', () => {
    const values = [5, 1, 4, 2, 3, 10, 9, 8, 7, 6];
    expect(percentile(values, 50)).toBe(5);
    expect(percentile(values, 95)).toBe(10);
    expect(percentile(values, 10)).toBe(1);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });

  it('prints a row with the counts of refused and timed-out requests', () => {
    expect(latencyRow('q', { answered: [1, 2, 3], refused: 2, timedOut: 1 })).toMatch(/^q\s+3\s+2\.0\s+3\.0\s+2\s+1$/);
    expect(latencyRow('q', { answered: [], refused: 5, timedOut: 0 })).toMatch(/^q\s+0\s+-\s+-\s+5\s+0$/);
  });
});
