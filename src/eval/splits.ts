/**
 * Time-based splits of evaluation queries. Pure.
 *
 * A query belongs to exactly one split by its year:
 *   train       year < validationFrom
 *   validation  validationFrom ≤ year < testFrom
 *   test        year ≥ testFrom
 * Why by time and not at random: a recommender is always asked about papers and talks newer
 * than the ones it was tuned on, and a random split would let tuning see the future of the
 * literature (the citation counts and links of the test period).
 */
import { invalidArgument } from '../errors/refgraph-error';

export const SPLITS = ['train', 'validation', 'test'] as const;
export type Split = (typeof SPLITS)[number];
/** What an evaluation runs over: one split, or every query. */
export type SplitChoice = Split | 'all';
export const SPLIT_CHOICES: readonly SplitChoice[] = [...SPLITS, 'all'];

export interface SplitBoundaries {
  /** First year of the validation split. */
  validationFrom: number;
  /** First year of the test split. */
  testFrom: number;
}

/** Years in the test and validation splits when the boundaries are not given. */
export const DEFAULT_TEST_YEARS = 2;
export const DEFAULT_VALIDATION_YEARS = 2;

export function splitOf(year: number, boundaries: SplitBoundaries): Split {
  if (year >= boundaries.testFrom) return 'test';
  return year >= boundaries.validationFrom ? 'validation' : 'train';
}

export function inSplit(year: number, boundaries: SplitBoundaries, choice: SplitChoice): boolean {
  return choice === 'all' || splitOf(year, boundaries) === choice;
}

/**
 * Boundaries from what was given, the rest derived from the queries' years: the test split is
 * the latest DEFAULT_TEST_YEARS years among the queries, validation the DEFAULT_VALIDATION_YEARS
 * before it. Derived boundaries depend on the queries, so every run records the ones it used.
 */
export function splitBoundaries(queryYears: readonly number[], given: Partial<SplitBoundaries> = {}): SplitBoundaries {
  let testFrom = given.testFrom;
  if (testFrom === undefined) {
    if (queryYears.length === 0) throw invalidArgument('split', 'there are no queries to split (and no --test-from to split them by)');
    testFrom = Math.max(...queryYears) - DEFAULT_TEST_YEARS + 1;
  }
  const validationFrom = given.validationFrom ?? testFrom - DEFAULT_VALIDATION_YEARS;
  if (!Number.isInteger(testFrom) || !Number.isInteger(validationFrom)) {
    throw invalidArgument('split', `split boundaries must be integer years, got validation from ${validationFrom}, test from ${testFrom}`);
  }
  if (validationFrom > testFrom) {
    throw invalidArgument('split', `validation must start before test (validation from ${validationFrom}, test from ${testFrom})`);
  }
  return { validationFrom, testFrom };
}

/** Readable form for tables and logs: `train < 2019 ≤ validation < 2021 ≤ test`. */
export function describeBoundaries(b: SplitBoundaries): string {
  return `train < ${b.validationFrom} ≤ validation < ${b.testFrom} ≤ test`;
}
