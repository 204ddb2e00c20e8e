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
