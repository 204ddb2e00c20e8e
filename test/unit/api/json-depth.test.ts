import { nestsDeeperThan } from '../../../src/api/security/json-depth';

const deeper = (text: string, max: number) => nestsDeeperThan(Buffer.from(text, 'utf8'), max);

describe('nestsDeeperThan', () => {
  it('counts arrays and objects alike, and closing brackets bring the depth back', () => {
    expect(deeper('{"query": "{ health { status } }"}', 1)).toBe(false);
    expect(deeper('{"variables": {"r": [{"id": 1}]}}', 4)).toBe(false);
    expect(deeper('{"variables": {"r": [{"id": 1}]}}', 3)).toBe(true);
    expect(deeper('[[1], [2], [3], {"a": {}}]', 3)).toBe(false);
    expect(deeper('[[1], [2], [3], {"a": {"b": []}}]', 3)).toBe(true);
  });

  it('ignores brackets inside strings, escaped quotes included', () => {
    expect(deeper('{"query": "[[[[{{{{"}', 1)).toBe(false);
    expect(deeper('{"q": "a \\" [[[[ \\\\", "b": "]]]]"}', 1)).toBe(false);
    // An escaped backslash ends before the closing quote: the brackets after it are structure.
    expect(deeper('{"q": "\\\\", "b": [[[]]]}', 3)).toBe(true);
  });

  it('reads multi-byte UTF-8 text without mistaking its bytes for brackets', () => {
    expect(deeper('{"q": "Économie blava — 引用 [x] 🐟"}', 1)).toBe(false);
  });

  it('refuses a million nested arrays in one linear pass, stopping at the limit', () => {
    const bomb = Buffer.from('['.repeat(1_000_000) + ']'.repeat(1_000_000));
    const started = performance.now();
    expect(nestsDeeperThan(bomb, 32)).toBe(true);
    expect(nestsDeeperThan(Buffer.from('['.repeat(32) + ']'.repeat(32)), 32)).toBe(false);
    expect(performance.now() - started).toBeLessThan(50);
  });
});
