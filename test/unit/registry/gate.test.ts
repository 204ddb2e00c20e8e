import { pairedComparison } from '../../../src/eval';
import { gateVerdict } from '../../../src/registry';
import type { ModelValidation } from '../../../src/registry';

const validation = (candidate: number[], serving: number[]): ModelValidation => {
  const c = pairedComparison(candidate, serving, 1);
  return { measure: 'AP@100', queries: c.queries, candidate: c.candidate, serving: { model: 'weighted', mean: c.serving }, difference: c.difference, interval: c.interval, seed: 1, resamples: 1000 };
};

describe('the paired comparison and the promotion gate', () => {
  it('resamples the per-query differences: a constant gain has a zero-width interval however noisy the queries', () => {
    const serving = [0.1, 0.9, 0.3, 0.05, 0.6, 0.2];
    const c = pairedComparison(serving.map((v) => v + 0.02), serving, 3);
    expect(c.difference).toBeCloseTo(0.02, 12);
    expect(c.interval!.low).toBeCloseTo(0.02, 12);
    expect(c.interval!.high).toBeCloseTo(0.02, 12);
    expect(pairedComparison([0.5], [0.4], 3).interval).toBeNull();
    expect(pairedComparison([0.5, 0.2], [0.4, 0.3], 3)).toEqual(pairedComparison([0.5, 0.2], [0.4, 0.3], 3));
  });

  it('passes a candidate whose interval clears zero, and says why it refuses the others', () => {
    const serving = [0.1, 0.9, 0.3, 0.05, 0.6, 0.2, 0.4, 0.3];
    const better = gateVerdict(validation(serving.map((v, i) => v + 0.01 + 0.005 * (i % 3)), serving));
    expect(better.passes).toBe(true);
    expect(better.reason).toMatch(/^AP@100 0\.\d{4} vs 0\.\d{4} \(weighted\) on 8 held-back queries, difference \+0\.\d{4}, 95% interval \[\+0\.\d{4}, \+0\.\d{4}\] clears zero$/);
    const worse = gateVerdict(validation(serving.map((v) => v - 0.05), serving));
    expect(worse).toEqual({ passes: false, reason: expect.stringMatching(/does not clear zero \(it is worse\)$/) });
    const mixed = gateVerdict(validation(serving.map((v, i) => v + (i % 2 === 0 ? 0.1 : -0.1)), serving));
    expect(mixed).toEqual({ passes: false, reason: expect.stringMatching(/does not clear zero \(the queries cannot tell it from what is serving\)$/) });
    expect(gateVerdict(validation([0.9], [0.1]))).toEqual({ passes: false, reason: expect.stringMatching(/fewer than two queries/) });
  });
});
