/**
 * The years a paper, a talk or a query may have: wide enough for the oldest scholarly works
 * anyone cites and any plausible future, narrow enough that a typo (0, 99999) is refused.
 */
export const MIN_YEAR = 1000;
export const MAX_YEAR = 2999;
