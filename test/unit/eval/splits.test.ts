import { describeBoundaries, inSplit, splitBoundaries, splitOf } from '../../../src/eval/splits';

describe('time-based splits', () => {
  const boundaries = { validationFrom: 2019, testFrom: 2021 };

  it('puts each year in exactly one split, boundaries belonging to the later split', () => {
    expect([2010, 2018, 2019, 2020, 2021, 2030].map((year) => splitOf(year, boundaries))).toEqual([
      'train', 'train', 'validation', 'validation', 'test', 'test',
    ]);
    expect(inSplit(2010, boundaries, 'all')).toBe(true);
    expect(inSplit(2010, boundaries, 'test')).toBe(false);
    expect(inSplit(2022, boundaries, 'test')).toBe(true);
  });

  it('derives missing boundaries from the query years: test = the latest two years, validation the two before', () => {
    const years = [2001, 2023, 2015, 2022, 2019];
    expect(splitBoundaries(years)).toEqual({ validationFrom: 2020, testFrom: 2022 });
    expect(splitBoundaries(years, { testFrom: 2023 })).toEqual({ validationFrom: 2021, testFrom: 2023 });
    expect(splitBoundaries(years, { validationFrom: 2000 })).toEqual({ validationFrom: 2000, testFrom: 2022 });
    expect(splitBoundaries([], { testFrom: 2020, validationFrom: 2010 })).toEqual({ validationFrom: 2010, testFrom: 2020 });
    // The same queries in any order give the same split.
    expect(splitBoundaries([...years].reverse())).toEqual(splitBoundaries(years));
  });

  it('rejects boundaries in the wrong order, and splitting nothing without boundaries', () => {
    expect(() => splitBoundaries([2020], { validationFrom: 2021, testFrom: 2020 })).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
    expect(() => splitBoundaries([])).toThrow(/no queries to split/);
  });

  it('describes boundaries for logs and reports', () => {
    expect(describeBoundaries(boundaries)).toBe('train < 2019 ≤ validation < 2021 ≤ test');
  });
});
