/** Lower-case ASCII letters and digits of a text, for citation keys. Pure. */

/** Letters that Unicode does not decompose into an ASCII letter and an accent. */
const FOLDED: Readonly<Record<string, string>> = {
  ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', ł: 'l', đ: 'd', ð: 'd', þ: 'th', ı: 'i', ŋ: 'n', ħ: 'h',
};

export function asciiFold(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    // Whatever is left that is not a-z or 0-9: a letter of the table, or dropped.
    .replace(/[^a-z0-9]/g, (char) => FOLDED[char] ?? '');
}
