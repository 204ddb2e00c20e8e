import { checkedKeyName, MAX_KEY_NAME_CHARACTERS, printableKeyName } from '../../../src/keys/key-name';

describe('API key names', () => {
  it('keeps printable names, trimmed, in any script', () => {
    expect(checkedKeyName('  portal (prod) – Zoë, 研究室 ✓ ')).toBe('portal (prod) – Zoë, 研究室 ✓');
  });

  it.each([
    ['an ESC starting a terminal escape', 'ci\u001b[2J\u001b[Hadmin'],
    ['a carriage return over the line', 'reader\rrevoked'],
    ['a newline', 'two\nlines'],
    ['a NUL', 'a\u0000b'],
    ['DEL', 'a\u007fb'],
    ['a C1 control (CSI)', 'a\u009bb'],
    ['a right-to-left override', 'key\u202egpj.exe'],
    ['a zero-width space', 'ad\u200bmin'],
    ['a line separator', 'a\u2028b'],
  ])('refuses %s as INVALID_ARGUMENT naming the character', (_what, name) => {
    expect(() => checkedKeyName(name, '--name')).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT', details: { argument: '--name' }, message: expect.stringMatching(/^--name: printable characters only; found U\+[0-9A-F]{4}/) }));
  });

  it('refuses empty and over-long names', () => {
    expect(() => checkedKeyName(' \t ')).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
    expect(checkedKeyName('x'.repeat(MAX_KEY_NAME_CHARACTERS))).toHaveLength(MAX_KEY_NAME_CHARACTERS);
    expect(() => checkedKeyName('x'.repeat(MAX_KEY_NAME_CHARACTERS + 1))).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
  });

  it('prints names stored before the check with their unprintables escaped', () => {
    expect(printableKeyName('ci\u001b[2Jadmin\r')).toBe('ci\\u{1b}[2Jadmin\\u{d}');
  });
});
