import { conceptFacets, passes, thresholdFor } from '../../../src/concepts';

const hit = (language: string | null, year: number, fieldsOfStudy: string[], passed: boolean | null) => ({ language, year, fieldsOfStudy, passed });

describe('conceptFacets', () => {
  const hits = [
    hit('ca', 2021, ['Energy'], true),
    hit('es', 2019, ['Energy', 'Economics'], false),
    hit('ca', 2019, ['Economics', 'Economics'], true),
    hit(null, 2023, [], false),
  ];

  it('counts hits by language (most first, unknown last), year (in order) and field, with passed counts', () => {
    expect(conceptFacets(hits, true)).toEqual({
      languages: [
        { value: 'ca', count: 2, passed: 2 },
        { value: 'es', count: 1, passed: 0 },
        { value: null, count: 1, passed: 0 },
      ],
      years: [
        { value: 2019, count: 2, passed: 1 },
        { value: 2021, count: 1, passed: 1 },
        { value: 2023, count: 1, passed: 0 },
      ],
      fieldsOfStudy: [
        { value: 'Economics', count: 2, passed: 1 },
        { value: 'Energy', count: 2, passed: 1 },
      ],
    });
  });

  it('has no passed counts without a threshold, and no buckets without hits', () => {
    expect(conceptFacets(hits, false).languages[0]).toEqual({ value: 'ca', count: 2, passed: null });
    expect(conceptFacets([], true)).toEqual({ languages: [], years: [], fieldsOfStudy: [] });
  });
});

describe('thresholds', () => {
  const calibrated = { model: 'm', modelWide: 0.8, byLanguage: new Map([['ca', 0.75]]) };

  it('uses the given cosine, the calibrated one of the language, or the model-wide one', () => {
    expect(thresholdFor({ kind: 'none' }, 'ca', calibrated)).toBeNull();
    expect(thresholdFor({ kind: 'fixed', cosine: 0.9 }, 'ca', null)).toBe(0.9);
    expect(thresholdFor({ kind: 'calibrated' }, 'ca', calibrated)).toBe(0.75);
    expect(thresholdFor({ kind: 'calibrated' }, 'es', calibrated)).toBe(0.8);
    expect(thresholdFor({ kind: 'calibrated' }, null, calibrated)).toBe(0.8);
  });

  it('passes a cosine that reaches the threshold', () => {
    expect(passes(0.8, 0.8)).toBe(true);
    expect(passes(0.79, 0.8)).toBe(false);
    expect(passes(0.79, null)).toBeNull();
    expect(passes(null, 0.8)).toBeNull();
  });
});
