/** Parsing of command-line option values. Pure. */
import { checkedSeed } from '../common/random';
import { invalidArgument, RefgraphError } from '../errors/refgraph-error';

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

/** A count that may be 0 (a number of clients or talks, where 0 turns a part off). */
export function nonNegativeIntegerOption(name: string, value: string | undefined): number | undefined {
  const parsed = numberOption(name, value);
  if (parsed !== undefined && (!Number.isInteger(parsed) || parsed < 0)) throw invalidArgument(name, `expected a whole number ≥ 0, got '${value}'`);
  return parsed;
}

/** A number option that must be above 0 (a rate, a temperature); `undefined` when not given. */
export function positiveNumberOption(name: string, value: string | undefined): number | undefined {
  const parsed = numberOption(name, value);
  if (parsed !== undefined && !(parsed > 0)) throw invalidArgument(name, `must be positive, got ${value}`);
  return parsed;
}

/** `--seed` (every command gives it a default): an integer in the range every seed is checked against. */
export function seedOption(value: string | undefined): number {
  return checkedSeed('--seed', numberOption('--seed', value)!);
}

/**
 * node:util parseArgs throws plain TypeErrors (code ERR_PARSE_ARGS_*) for an unknown option or a
 * missing value; the user should see them as the typed INVALID_ARGUMENT every other bad option gets.
 */
export function asArgumentError(error: unknown): unknown {
  // Duck-typed, not instanceof: node's internal errors may come from another realm (jest's vm).
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS_') && typeof message === 'string') {
    return new RefgraphError('INVALID_ARGUMENT', message, { argument: 'command line' });
  }
  return error;
}
