/**
 * The year facet as ranges a portal can show (a histogram of a few bars, not one value per year).
 * Pure. The width is the smallest of YEAR_RANGE_WIDTHS that spans the hits' years in at most
 * MAX_YEAR_RANGES ranges, aligned to its multiples (1900–1909, 1910–1919, …: decades when the hits
 * span up to a century); ranges without a counted hit are left out, as the year values are. Each
 * range is given back as filter { yearFrom: from, yearTo: to } and returns the hits it counted.
 */

export const YEAR_RANGE_WIDTHS = [1, 2, 5, 10, 20, 25, 50, 100, 250, 500, 1000] as const;
export const MAX_YEAR_RANGES = 10;

export interface YearRange {
  /** First and last year of the range, both included. */
  from: number;
  to: number;
  count: number;
  total: number;
}

/** The width for years from `first` to `last`. */
export function yearRangeWidth(first: number, last: number): number {
  const fits = (width: number) => Math.floor(last / width) - Math.floor(first / width) + 1 <= MAX_YEAR_RANGES;
  return YEAR_RANGE_WIDTHS.find(fits) ?? 1000;
}

/** Every year bucket (counted or not), in any order → the ranges with a counted hit, in year order. */
export function yearRanges(years: readonly { value: number; count: number; total: number }[]): YearRange[] {
  const counted = years.filter((y) => y.count > 0);
  if (counted.length === 0) return [];
  const width = yearRangeWidth(Math.min(...counted.map((y) => y.value)), Math.max(...counted.map((y) => y.value)));
  const ranges = new Map<number, YearRange>();
  for (const year of years) {
    const from = Math.floor(year.value / width) * width;
    const range = ranges.get(from) ?? { from, to: from + width - 1, count: 0, total: 0 };
    range.count += year.count;
    range.total += year.total;
    ranges.set(from, range);
  }
  return [...ranges.values()].filter((r) => r.count > 0).sort((a, b) => a.from - b.from);
}
