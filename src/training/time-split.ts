/**
 * The time split of training data: citations whose citing paper is from `trainUntil` or
 * before train the encoder; those from (trainUntil, validateUntil] choose its steps; later
 * ones are never read, so a test period after validateUntil stays unseen. Pure.
 */
import { invalidArgument } from '../errors/refgraph-error';

export interface TimeSplit {
  trainUntil: number;
  validateUntil: number;
}

export type SplitSet = 'train' | 'validation';

export function checkedTimeSplit(trainUntil: number, validateUntil: number): TimeSplit {
  if (!Number.isInteger(trainUntil)) throw invalidArgument('--train-until', `expected a year, got ${trainUntil}`);
  if (!Number.isInteger(validateUntil) || validateUntil <= trainUntil) {
    throw invalidArgument('--validate-until', `expected a year after --train-until (${trainUntil}), got ${validateUntil}`);
  }
  return { trainUntil, validateUntil };
}

/** The set a citing paper of this year belongs to; null: neither (after validateUntil). */
export function citingSet(year: number, split: TimeSplit): SplitSet | null {
  if (year <= split.trainUntil) return 'train';
  return year <= split.validateUntil ? 'validation' : null;
}

/** The newest year any paper in an example of `set` may have: nothing of a later year leaks in. */
export function latestYear(set: SplitSet, split: TimeSplit): number {
  return set === 'train' ? split.trainUntil : split.validateUntil;
}
