import { checkedResult, figureText } from '../../../src/results';

const VALID = {
  id: 'rank-2026-12-02',
  title: 'bench:rank on the demo',
  date: '2026-12-02',
  commit: 'd4185dd',
  machine: '2 cores, 24 GiB',
  command: 'node dist/src/bench/rank.js --clients 0',
  source: 'docs/recommendations.md#latency',
  figures: { 'warm p95': { value: 86, unit: 'ms' }, ratio: { value: '2.2–2.6×', note: 'three runs' } },
};

describe('checkedResult', () => {
  it('accepts a result file, and "unknown" as its commit', () => {
    expect(checkedResult(VALID, 'x.json')).toEqual(VALID);
    expect(checkedResult({ ...VALID, commit: 'unknown' }, 'x.json').commit).toBe('unknown');
  });

  it('reports every problem of a file at once, as RECORD_INVALID', () => {
    const bad = { ...VALID, id: 'Rank 1', date: '2026-02-30', commit: 'HEAD', source: 'README.md', extra: 1, figures: { a: { value: Number.NaN }, b: { value: 1, unit: 3, colour: 'red' } } };
    expect(() => checkedResult(bad, 'results/bad.json')).toThrow(
      expect.objectContaining({
        code: 'RECORD_INVALID',
        message: expect.stringMatching(/^results\/bad\.json: id must be .*date 2026-02-30 is not a calendar day; source must be .*commit must be .*figure a: value must be .*figure b: unit must be a string; figure b: unknown field colour; unknown field extra$/),
      }),
    );
  });

  it('needs at least one figure, and a JSON object', () => {
    expect(() => checkedResult({ ...VALID, figures: {} }, 'x.json')).toThrow(/figures must be an object with at least one figure/);
    expect(() => checkedResult([], 'x.json')).toThrow(/a result file holds one JSON object/);
  });
});

describe('figureText', () => {
  it('writes numbers as the docs do, with their unit', () => {
    expect(figureText({ value: 1021, unit: 'ms' })).toBe('1,021 ms');
    expect(figureText({ value: 13.6, unit: '%' })).toBe('13.6%');
    expect(figureText({ value: 2.5, unit: '×' })).toBe('2.5×');
    expect(figureText({ value: '95–114' })).toBe('95–114');
  });
});
