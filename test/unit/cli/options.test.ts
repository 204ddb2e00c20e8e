import { parseArgs } from 'node:util';
import { asArgumentError, nonNegativeIntegerOption, numberOption, positiveIntegerOption, requiredOption } from '../../../src/cli/options';

describe('command-line options', () => {
  it('parses numbers and refuses what is not one', () => {
    expect(numberOption('--hard-ratio', '0.5')).toBe(0.5);
    expect(numberOption('--seed', undefined)).toBeUndefined();
    for (const bad of ['', ' ', 'half', '1e999']) expect(() => numberOption('--x', bad)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
  });

  it('parses positive integers', () => {
    expect(positiveIntegerOption('--per-query', '3')).toBe(3);
    for (const bad of ['0', '-2', '2.5']) expect(() => positiveIntegerOption('--per-query', bad)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
  });

  it('parses whole numbers that may be 0', () => {
    expect(nonNegativeIntegerOption('--clients', '0')).toBe(0);
    expect(nonNegativeIntegerOption('--clients', '10')).toBe(10);
    for (const bad of ['-1', '2.5', 'ten']) expect(() => nonNegativeIntegerOption('--clients', bad)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
  });

  it('requires what is required', () => {
    expect(requiredOption('--out', 'f.jsonl')).toBe('f.jsonl');
    expect(() => requiredOption('--out', undefined)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT', details: { argument: '--out' } }));
  });
});

describe('argument-parser errors', () => {
  it('become INVALID_ARGUMENT with the parser\'s message; other errors pass through', () => {
    let parserError: unknown;
    try {
      parseArgs({ args: ['--modle', 'x'], options: { model: { type: 'string' } } });
    } catch (error) {
      parserError = error;
    }
    expect(asArgumentError(parserError)).toEqual(expect.objectContaining({ code: 'INVALID_ARGUMENT', message: expect.stringContaining("'--modle'") }));
    const other = new Error('disk full');
    expect(asArgumentError(other)).toBe(other);
  });
});
