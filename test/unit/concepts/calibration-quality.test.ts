import {
  CalibrationPair,
  checkCalibration,
  checkedCalibrationRegression,
  leaveOneQueryOut,
  offTopicQuality,
  qualityAt,
  qualityByLanguagePair,
  qualityByQueryLanguage,
  summariseScore,
  summaryMeasures,
} from '../../../src/concepts';

const pair = (queryId: string, paperId: string, language: string, margin: number, relevant: boolean, offTopic: string | null = null): CalibrationPair => ({
  queryId,
  queryLanguage: queryId.slice(0, 2),
  offTopic,
  paperId,
  language,
  relevant,
  cosine: 0.8 + margin,
  margin,
});

// Two labelled queries and one nonsense query. Margins of relevant papers: 0.09, 0.07, 0.065; others lower.
const pairs = [
  pair('ca:a', 'p1', 'ca', 0.09, true),
  pair('ca:a', 'p2', 'en', 0.065, true),
  pair('ca:a', 'p3', 'ca', 0.03, false),
  pair('en:b', 'p4', 'en', 0.07, true),
  pair('en:b', 'p5', 'en', 0.05, false),
  pair('en:b', 'p6', 'es', 0.01, false),
  pair('en:zz', 'p7', 'en', 0.04, false, 'nonsense'),
  pair('en:zz', 'p8', 'ca', 0.02, false, 'nonsense'),
];
const withScore = pairs.map((p) => ({ ...p, score: p.margin }));

describe('calibration quality', () => {
  it('counts F1, precision and recall at a cut (nothing passing is precision 0)', () => {
    expect(qualityAt(withScore, 0.055)).toEqual({ relevant: 3, truePositives: 3, falsePositives: 0, f1: 1, precision: 1, recall: 1 });
    expect(qualityAt(withScore, 0.5)).toMatchObject({ truePositives: 0, f1: 0, precision: 0, recall: 0 });
  });

  it('judges each query language → document language pair of the labelled queries', () => {
    expect(qualityByLanguagePair(withScore, () => 0.068).map(({ pair: p, quality }) => [p, quality.truePositives, quality.falsePositives, quality.relevant])).toEqual([
      ['ca → ca', 1, 0, 1],
      ['ca → en', 0, 0, 1],
      ['en → en', 1, 0, 1],
      ['en → es', 0, 0, 0],
    ]);
  });

  it('says which off-topic queries let hits through', () => {
    expect(offTopicQuality(withScore, () => 0.035)).toEqual([
      { kind: 'nonsense', queries: 1, queriesPassing: 1, hitsPassing: 1, examples: [{ queryId: 'en:zz', paperId: 'p7', score: 0.04 }] },
    ]);
  });

  it('judges each query by the threshold fitted on the others', () => {
    // Without ca:a, the best cut is 0.06 (between 0.07 and 0.05): ca:a passes p1 and p2 (TP 2).
    // Without en:b, the best cut is 0.0525 (between 0.065 and the nonsense 0.04): en:b passes p4 only (TP 1).
    // Without en:zz, the best cut is 0.0575 (between 0.065 and 0.05): the nonsense query passes nothing.
    expect(leaveOneQueryOut(withScore)).toMatchObject({ truePositives: 3, falsePositives: 0, relevant: 3, offTopicQueriesPassing: 0 });
  });

  it('judges each query language at its own threshold', () => {
    const threshold = (p: CalibrationPair) => (p.queryLanguage === 'ca' ? 0.08 : 0.06);
    expect(qualityByQueryLanguage(withScore, threshold).map(({ language, quality }) => [language, quality.truePositives, quality.falsePositives, quality.relevant])).toEqual([
      ['ca', 1, 0, 2],
      ['en', 1, 0, 1],
    ]);
  });

  it('judges a left-out query by the threshold the fitter gives its language', () => {
    // A fitter that holds Catalan queries to 0.06 and the others to 0.045 (the nonsense query's 0.04 stays below).
    const fit = (_: unknown, language: string) => (language === 'ca' ? 0.06 : 0.045);
    expect(leaveOneQueryOut(withScore, fit)).toMatchObject({ truePositives: 3, falsePositives: 1, relevant: 3, offTopicQueriesPassing: 0 });
  });

  it('summarises a score as named numbers, pooled and per query language', () => {
    const summary = summariseScore(pairs, 'margin', { perQueryLanguage: false, minRelevant: 10 })!;
    expect(summary.calibration.modelWide.fit.threshold).toBeCloseTo(0.0575, 12);
    const measures = summaryMeasures(summary);
    expect(Object.fromEntries(measures)).toMatchObject({ 'margin threshold': 0.0575, 'margin F1': 1, 'margin ca queries R': 1, 'margin ca → en F1': 1, 'margin nonsense queries passing': 0, 'margin nonsense hits passing': 0 });
    expect(measures.has('margin ca threshold')).toBe(false);
    // Per query language: Catalan (2 relevant) gets its own cut, halfway between 0.065 and 0.03; English falls back.
    const own = summaryMeasures(summariseScore(pairs, 'margin', { perQueryLanguage: true, minRelevant: 2 })!);
    expect(Object.fromEntries(own)).toMatchObject({ 'margin threshold': 0.0575, 'margin ca threshold': 0.0475, 'margin ca queries P': 1, 'margin en queries F1': 1 });
    expect(own.has('margin en threshold')).toBe(false);
  });
});

describe('calibration regressions', () => {
  const regression = checkedCalibrationRegression(
    { about: 'x', model: 'm', labels: 'l', offTopic: 'o', tolerance: { 'margin F1': 0.01 }, expected: { 'margin F1': 0.6, 'margin nonsense queries passing': 0 } },
    'r.json',
  );

  it('fails any change beyond a tolerance, either way, and any number it does not know', () => {
    const ok = checkCalibration(regression, 'm', new Map([['margin F1', 0.605], ['margin nonsense queries passing', 0]]));
    expect(ok).toEqual({ ok: true, lines: ['OK   model m', 'OK   margin F1 0.605 (tolerance 0.01)', 'OK   margin nonsense queries passing 0'] });
    const up = checkCalibration(regression, 'm', new Map([['margin F1', 0.62], ['margin nonsense queries passing', 1], ['margin P', 0.5]]));
    expect(up.ok).toBe(false);
    expect(up.lines).toEqual([
      'OK   model m',
      'FAIL margin F1 expected 0.6, got 0.62 (tolerance 0.01)',
      'FAIL margin nonsense queries passing expected 0, got 1',
      'FAIL margin P 0.5, not in the regression',
    ]);
    expect(checkCalibration(regression, 'other', new Map()).lines.slice(0, 2)).toEqual(['FAIL model other, expected m', 'FAIL margin F1 expected 0.6, not measured']);
  });

  it('refuses a malformed file', () => {
    expect(() => checkedCalibrationRegression({ about: 'x', model: 'm', labels: 'l', offTopic: 'o', tolerance: { a: -1 }, expected: {} }, 'r.json')).toThrow(
      expect.objectContaining({ code: 'RECORD_INVALID' }),
    );
  });
});
