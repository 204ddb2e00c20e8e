import { bestF1Threshold, calibrate, distribution, languagePairMedians } from '../../../src/concepts';

const labels = (pairs: [number, boolean][]) => pairs.map(([score, relevant]) => ({ score, relevant }));

describe('bestF1Threshold', () => {
  it('cuts halfway between the last accepted and the first rejected cosine', () => {
    // Cut after 0.8: TP 2, FP 0, FN 0.
    expect(bestF1Threshold(labels([[0.9, true], [0.8, true], [0.6, false], [0.5, false]]))).toEqual({ threshold: 0.7, f1: 1, precision: 1, recall: 1 });
  });

  it('maximises F1, hand-checked on an interleaved ranking', () => {
    // Cuts: 0.9 → F1 2/4; 0.85 → 2/5 (TP1 FP1 FN2); 0.8 → 4/6; 0.7 → 4/7; 0.6 → 6/8 = 0.75 (TP3 FP2 FN0); 0.5 → 6/9.
    const fit = bestF1Threshold(labels([[0.9, true], [0.85, false], [0.8, true], [0.7, false], [0.6, true], [0.5, false]]));
    expect(fit).toEqual({ threshold: (0.6 + 0.5) / 2, f1: 0.75, precision: 0.6, recall: 1 });
  });

  it('prefers the higher threshold when two cuts tie on F1', () => {
    // Cut after 0.9: TP1 FP0 FN1 → 2/3; cut after 0.7: TP2 FP2 FN0 → 4/6 = 2/3.
    expect(bestF1Threshold(labels([[0.9, true], [0.8, false], [0.75, false], [0.7, true]]))!.threshold).toBeCloseTo(0.85, 12);
  });

  it('never cuts between equal cosines, and accepts everything down to the lowest when that is best', () => {
    expect(bestF1Threshold(labels([[0.8, true], [0.8, false], [0.4, true]]))).toEqual({ threshold: 0.4, f1: 0.8, precision: 2 / 3, recall: 1 });
  });

  it('has nothing to fit without a relevant label', () => {
    expect(bestF1Threshold(labels([[0.9, false]]))).toBeNull();
    expect(bestF1Threshold([])).toBeNull();
  });
});

describe('distribution', () => {
  it("gives quartiles by linear interpolation (numpy's default)", () => {
    expect(distribution([4, 1, 3, 2])).toEqual({ count: 4, min: 1, q1: 1.75, median: 2.5, q3: 3.25, max: 4 });
    expect(distribution([7])).toEqual({ count: 1, min: 7, q1: 7, median: 7, q3: 7, max: 7 });
    expect(distribution([])).toBeNull();
  });
});

describe('calibrate', () => {
  // Labels by query language (the document's language is reported, not fitted on).
  const ca = (score: number, relevant: boolean) => ({ score, relevant, language: 'en', queryLanguage: 'ca' });
  const en = (score: number, relevant: boolean) => ({ score, relevant, language: 'ca', queryLanguage: 'en' });
  const es = (score: number, relevant: boolean) => ({ score, relevant, language: null, queryLanguage: 'es' });
  const all = [ca(0.86, true), ca(0.84, true), ca(0.83, false), ca(0.8, false), en(0.9, true), en(0.88, false), es(0.85, false)];

  it('pooled, fits one threshold for every query language', () => {
    const calibration = calibrate(all, { perQueryLanguage: false, minRelevant: 2 })!;
    expect(calibration.modelWide).toMatchObject({ language: null, labels: 7, relevant: 3, fallback: null });
    expect(calibration.modelWide.fit).toEqual(bestF1Threshold(all));
    expect(calibration.languages.map((g) => [g.language, g.fit, g.fallback])).toEqual([
      ['ca', null, 'one threshold for all languages'],
      ['en', null, 'one threshold for all languages'],
      ['es', null, 'one threshold for all languages'],
    ]);
  });

  it('per query language, fits the languages with enough relevant labels, and says why the others use the pooled threshold', () => {
    const calibration = calibrate(all, { perQueryLanguage: true, minRelevant: 2 })!;
    expect(calibration.languages.map((g) => [g.language, g.labels, g.fit?.threshold ?? null, g.fallback])).toEqual([
      ['ca', 4, 0.835, null],
      ['en', 2, null, '1 relevant pairs, fewer than 2'],
      ['es', 1, null, '0 relevant pairs, fewer than 2'],
    ]);
    expect(calibration.languages[0]!.relevantScores).toMatchObject({ count: 2, min: 0.84, max: 0.86 });
    // The floor never lies above a threshold a query may be held to.
    expect(calibration.floor).toBeLessThanOrEqual(Math.min(calibration.modelWide.fit.threshold, 0.835));
  });

  it('needs a non-relevant label for a threshold of its own, and a relevant label for any', () => {
    const options = { perQueryLanguage: true, minRelevant: 1 };
    expect(calibrate([ca(0.9, true), ca(0.8, true)], options)!.languages[0]!.fallback).toBe('no non-relevant label');
    expect(calibrate([ca(0.9, true), en(0.8, false)], options)!.languages[1]!.fallback).toBe('0 relevant pairs, fewer than 1');
    expect(calibrate([ca(0.9, false)], options)).toBeNull();
  });
});

describe('languagePairMedians', () => {
  it('gives medians by query and document language when the labels know the query language', () => {
    const all = [
      { score: 0.86, relevant: true, language: 'ca', queryLanguage: 'es' },
      { score: 0.83, relevant: false, language: 'ca', queryLanguage: 'es' },
      { score: 0.85, relevant: false, language: null, queryLanguage: 'es' },
    ];
    const table = languagePairMedians(all);
    expect(table).toMatch(/^es → ca\s+0\.8600 \(1\)\s+0\.8300 \(1\)$/m);
    expect(table).toMatch(/^es → \(unknown\)\s+-\s+0\.8500 \(1\)$/m);
    expect(languagePairMedians(all.map(({ queryLanguage: _, ...label }) => label))).toBe('');
  });
});
