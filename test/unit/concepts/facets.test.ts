import { conceptFacets, ModelCalibration, passes, thresholdFor } from '../../../src/concepts';

const hit = (language: string | null, year: number, fieldsOfStudy: string[], passed: boolean | null) => ({ language, year, fieldsOfStudy, passed });

describe('conceptFacets', () => {
  const hits = [
    hit('ca', 2021, ['Energy'], true),
    hit('es', 2019, ['Energy', 'Economics'], false),
    hit('ca', 2019, ['Economics', 'Economics'], true),
    hit(null, 2023, [], false),
  ];

  it('with a threshold, counts the passing hits by language, year and field, each with its total, and leaves out values none passed', () => {
    expect(conceptFacets(hits, true)).toMatchObject({
      languages: [{ value: 'ca', count: 2, total: 2 }],
      years: [
        { value: 2019, count: 1, total: 2 },
        { value: 2021, count: 1, total: 1 },
      ],
      fieldsOfStudy: [
        { value: 'Economics', count: 1, total: 2 },
        { value: 'Energy', count: 1, total: 2 },
      ],
    });
  });

  it('without a threshold, counts every hit (most first, unknown language last; years in order)', () => {
    expect(conceptFacets(hits, false)).toMatchObject({
      languages: [
        { value: 'ca', count: 2, total: 2 },
        { value: 'es', count: 1, total: 1 },
        { value: null, count: 1, total: 1 },
      ],
      years: [
        { value: 2019, count: 2, total: 2 },
        { value: 2021, count: 1, total: 1 },
        { value: 2023, count: 1, total: 1 },
      ],
      fieldsOfStudy: [
        { value: 'Economics', count: 2, total: 2 },
        { value: 'Energy', count: 2, total: 2 },
      ],
    });
    expect(conceptFacets([], true)).toMatchObject({ languages: [], years: [], fieldsOfStudy: [] });
  });
});

describe('thresholds', () => {
  const background = { language: '*', papers: 30, vector: new Float32Array([0.5, 0]) };
  const calibrated: ModelCalibration = {
    model: 'm',
    backgrounds: { all: background, byLanguage: new Map() },
    thresholds: { modelWide: 0.05, floor: null, byLanguage: new Map([['ca', 0.04]]) },
  };

  it("compares a given number with the cosine, CALIBRATED with the margin of the query's language or the pooled one", () => {
    expect(thresholdFor({ kind: 'none' }, ['ca'], calibrated)).toBeNull();
    expect(thresholdFor({ kind: 'fixed', cosine: 0.9 }, ['ca'], null)).toEqual({ score: 'COSINE', value: 0.9 });
    expect(thresholdFor({ kind: 'calibrated' }, ['ca'], calibrated)).toEqual({ score: 'MARGIN', value: 0.04 });
    expect(thresholdFor({ kind: 'calibrated' }, ['es'], calibrated)).toEqual({ score: 'MARGIN', value: 0.05 });
    // A query said to be in several languages could be any of them: the pooled threshold.
    expect(thresholdFor({ kind: 'calibrated' }, ['ca', 'es'], calibrated)).toEqual({ score: 'MARGIN', value: 0.05 });
  });

  it('passes a hit whose compared score reaches the threshold', () => {
    const cosine = { score: 'COSINE' as const, value: 0.8 };
    const margin = { score: 'MARGIN' as const, value: 0.05 };
    expect(passes({ cosine: 0.8, margin: 0.01 }, cosine)).toBe(true);
    expect(passes({ cosine: 0.79, margin: 0.2 }, cosine)).toBe(false);
    expect(passes({ cosine: 0.79, margin: 0.05 }, margin)).toBe(true);
    expect(passes({ cosine: 0.95, margin: 0.049 }, margin)).toBe(false);
    expect(passes({ cosine: 0.95, margin: null }, margin)).toBeNull();
    expect(passes({ cosine: 0.79, margin: 0.1 }, null)).toBeNull();
    expect(passes({ cosine: null, margin: null }, cosine)).toBeNull();
  });
});
