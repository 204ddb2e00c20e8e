/** Parsing of command-line option values. Pure. */
import { invalidArgument } from '../errors/refgraph-error';

export function requiredOption(name: string, value: string | undefined): string {
  if (value === undefined || value === '') throw invalidArgument(name, 'is required');
  return value;
}

/** A number option; `undefined` when the option was not given. */
export function numberOption(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const parsed = Number(value);
  if (value.trim() === '' || !Number.isFinite(parsed)) throw invalidArgument(name, `expected a number, got '${value}'`);
  return parsed;
}

export function positiveIntegerOption(name: string, value: string | undefined): number | undefined {
  const parsed = numberOption(name, value);
  if (parsed !== undefined && (!Number.isInteger(parsed) || parsed < 1)) throw invalidArgument(name, `expected a positive integer, got '${value}'`);
  return parsed;
}
