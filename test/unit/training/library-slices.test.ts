import { HELD_BACK_SAMPLE, librarySlices, libraryQueryPlans } from '../../../src/training';
import { inSplit, splitBoundaries } from '../../../src/eval/splits';

const perYear = (entries: [number, number][]) => new Map(entries);

describe("the library's time slices", () => {
  it('holds back the latest years until the validation bound, trains on the years before up to the training bound', () => {
    const counts = perYear([[2010, 500], [2015, 50], [2016, 60], [2017, 70], [2018, 80], [2019, 90], [2020, 100]]);
    expect(librarySlices(counts, { validationQueries: 150, trainingQueries: 100 })).toEqual({
      trainFrom: 2017, validationFrom: 2019, lastYear: 2020, available: { training: 150, validation: 190 },
    });
    // The whole past when the training bound is larger than it.
    expect(librarySlices(counts, { validationQueries: 100, trainingQueries: 10_000 })).toMatchObject({ trainFrom: 2010, validationFrom: 2020, available: { training: 850, validation: 100 } });
  });

  it('never holds back more than a third of the queries beyond its latest year, and leaves a year to train on', () => {
    const small = perYear([[2019, 14], [2020, 13], [2021, 5], [2022, 4], [2023, 1], [2014, 11], [2015, 14], [2016, 8], [2017, 12], [2018, 7]]);
    const slices = librarySlices(small, { validationQueries: 300, trainingQueries: 2000 });
    expect(slices.available.validation).toBeLessThanOrEqual(89 / 3);
    expect(slices).toEqual({ trainFrom: 2014, validationFrom: 2020, lastYear: 2023, available: { training: 66, validation: 23 } });
    // One huge latest year is held back whole: a year is never split.
    expect(librarySlices(perYear([[2010, 5], [2011, 500]]), { validationQueries: 10, trainingQueries: 10 })).toMatchObject({ trainFrom: 2010, validationFrom: 2011 });
    // Two years at the least.
    expect(() => librarySlices(perYear([[2010, 40], [2011, 0]]))).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT', message: expect.stringMatching(/in 1 year\(s\) \(40 queries\): a training and a later validation slice need two years/) }));
    expect(() => librarySlices(perYear([[2010, 4], [2011, 4]]), { validationQueries: 0, trainingQueries: 5 })).toThrow(/--validation-queries: expected a positive integer, got 0/);
  });

  it("puts every query in one slice by eval's own split, training queries all older than held-back ones (no leakage)", () => {
    const counts = perYear([[2001, 3], [2005, 9], [2006, 4], [2009, 6], [2010, 2]]);
    const slices = librarySlices(counts, { validationQueries: 5, trainingQueries: 10 });
    const plans = libraryQueryPlans(slices, { validationQueries: 5, trainingQueries: 10 }, 7);
    const boundaries = splitBoundaries([], plans.training.boundaries);
    expect(plans.validation.boundaries).toEqual(plans.training.boundaries);
    const years = Array.from({ length: 15 }, (_, i) => 1998 + i);
    const training = years.filter((y) => inSplit(y, boundaries, plans.training.split));
    const held = years.filter((y) => inSplit(y, boundaries, plans.validation.split));
    expect(Math.max(...training)).toBeLessThan(Math.min(...held));
    expect(training).toEqual([2005, 2006, 2007, 2008]);
    expect(Math.min(...held)).toBe(slices.validationFrom);
    expect(plans.training).toMatchObject({ queries: { kind: 'stored', set: 'papers' }, sample: 10, includeSameYear: false, seed: 7, k: 100 });
    // The held-back years are compared on all their queries, up to HELD_BACK_SAMPLE, not only on
    // the bound that chose how many years to hold back.
    expect(plans.validation).toMatchObject({ sample: HELD_BACK_SAMPLE, includeSameYear: false });
    expect(libraryQueryPlans(slices, { validationQueries: 5000, trainingQueries: 10 }, 7).validation.sample).toBe(5000);
  });
});
