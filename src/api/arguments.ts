/** Validation of common arguments, shared by resolvers. Pure. */
import { invalidArgument } from '../errors/refgraph-error';

export function checkedPageSize(name: string, value: number, max: number): number {
  if (!Number.isInteger(value) || value < 1 || value > max) {
    throw invalidArgument(name, `must be an integer in [1, ${max}], got ${value}`);
  }
  return value;
}

export function checkedText(name: string, value: string): string {
  const trimmed = value.trim();
  if (trimmed === '') throw invalidArgument(name, 'must not be empty');
  return trimmed;
}

/** Largest id of a PostgreSQL `integer` (SERIAL) column: run ids are stored as such. */
export const MAX_STORED_ID = 2 ** 31 - 1;

/**
 * A stored row's integer id given as text (an ID argument, a cursor): digits only, 1 to
 * MAX_STORED_ID. Larger ones cannot exist, and PostgreSQL would refuse them as out of range,
 * which reached the client as an internal error.
 */
export function checkedStoredId(name: string, text: string, kind: string): number {
  const id = /^\d{1,10}$/.test(text) ? Number(text) : NaN;
  if (!(id >= 1 && id <= MAX_STORED_ID)) throw invalidArgument(name, `${kind} ids are integers from 1 to ${MAX_STORED_ID}, got '${text.slice(0, 40)}'`);
  return id;
}
