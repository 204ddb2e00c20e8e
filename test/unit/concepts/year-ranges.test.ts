import { conceptFacets, MAX_YEAR_RANGES, yearRanges, yearRangeWidth } from '../../../src/concepts';

const year = (value: number, count: number, total = count) => ({ value, count, total });

describe('yearRangeWidth', () => {
  it('is the narrowest width that spans the years in at most 10 aligned ranges', () => {
    expect(yearRangeWidth(2015, 2023)).toBe(1);
    expect(yearRangeWidth(2014, 2023)).toBe(1); // 10 single years
    expect(yearRangeWidth(2013, 2023)).toBe(2);
    expect(yearRangeWidth(1990, 2023)).toBe(5);
    expect(yearRangeWidth(1939, 2022)).toBe(10); // decades: 1930s … 2020s
    expect(yearRangeWidth(1901, 2023)).toBe(20);
    expect(yearRangeWidth(1500, 2023)).toBe(100);
  });
});

describe('yearRanges', () => {
  it('groups years into aligned ranges with summed counts and totals, in year order', () => {
    const years = [year(1939, 1), year(1901, 2), year(2019, 3, 5), year(2022, 1), year(1905, 1)];
    expect(yearRanges(years)).toEqual([
      { from: 1900, to: 1919, count: 3, total: 3 },
      { from: 1920, to: 1939, count: 1, total: 1 },
      { from: 2000, to: 2019, count: 3, total: 5 },
      { from: 2020, to: 2039, count: 1, total: 1 },
    ]);
  });

  it('leaves out ranges without a counted hit, and sizes the ranges by the counted years only', () => {
    expect(yearRanges([year(1850, 0, 4), year(2020, 2, 2), year(2021, 1, 3)])).toEqual([
      { from: 2020, to: 2020, count: 2, total: 2 },
      { from: 2021, to: 2021, count: 1, total: 3 },
    ]);
    expect(yearRanges([year(2020, 0, 1)])).toEqual([]);
  });

  it('never gives more than MAX_YEAR_RANGES ranges', () => {
    const years = Array.from({ length: 400 }, (_, i) => year(1620 + i, 1));
    expect(yearRanges(years).length).toBeLessThanOrEqual(MAX_YEAR_RANGES);
    expect(yearRanges(years).reduce((n, r) => n + r.count, 0)).toBe(400);
  });

  it('are part of the concept facets: passing hits counted, every hit in total', () => {
    const hit = (y: number, passed: boolean) => ({ language: 'en', year: y, fieldsOfStudy: [], passed });
    expect(conceptFacets([hit(1995, true), hit(1999, false), hit(2021, true)], true).yearRanges).toEqual([
      { from: 1995, to: 1999, count: 1, total: 2 },
      { from: 2020, to: 2024, count: 1, total: 1 },
    ]);
  });
});
