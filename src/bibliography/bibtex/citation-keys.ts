/**
 * Citation keys: first author's surname + year + first significant word of the title, in
 * lower-case ASCII (vaswani2017attention). Pure.
 *
 * Papers that would share a key all get a letter, a, b, c ... (then aa, ab ...), in the order
 * of their paper ids, so the same set of papers always gets the same keys whatever order they
 * are asked in. A lettered key never takes a key another paper has without a letter.
 */
import { asciiFold } from './ascii-fold';
import { keySurname } from './bibtex-names';

/** Words a key never starts its title part with (English, Spanish, Catalan, French, German). */
const STOPWORDS = new Set([
  'a', 'an', 'the', 'on', 'of', 'in', 'for', 'to', 'and', 'at', 'by', 'from', 'with', 'is', 'are', 'do', 'does', 'how', 'what', 'why', 'when', 'towards', 'toward',
  'el', 'la', 'los', 'las', 'lo', 'un', 'una', 'unos', 'unas', 'de', 'del', 'y', 'en', 'por', 'para', 'con', 'sobre',
  'els', 'les', 'uns', 'unes', 'i', 'amb', 'per', 'al', 'als',
  'le', 'du', 'des', 'et', 'au', 'aux',
  'der', 'die', 'das', 'ein', 'eine', 'und', 'zur', 'zum', 'uber',
]);

/** When there is no author or no usable word. */
export const NO_AUTHOR = 'anon';

export interface KeySource {
  paperId: string;
  /** The first author's name as stored, or null. */
  firstAuthor: string | null;
  year: number;
  title: string;
}

export function baseKey(source: KeySource): string {
  const surname = source.firstAuthor === null ? '' : keySurname(source.firstAuthor);
  // Words are split at anything but letters, digits and apostrophes; an elided article or
  // preposition (l', d') is not the word ("L'economia blava" → economia).
  const titleWords = source.title
    .split(/[^\p{L}\p{N}'’]+/u)
    .map((word) => asciiFold(word.replace(/^[ld]['’]/i, '')))
    .filter((w) => w !== '');
  const word = titleWords.find((w) => !STOPWORDS.has(w)) ?? titleWords[0] ?? '';
  return `${surname || NO_AUTHOR}${source.year}${word}`;
}

/** a, b, ..., z, aa, ab, ...: bijective base 26. */
export function letters(index: number): string {
  let n = index + 1;
  let text = '';
  while (n > 0) {
    n -= 1;
    text = String.fromCharCode(97 + (n % 26)) + text;
    n = Math.floor(n / 26);
  }
  return text;
}

/** Paper id → its key; keys are unique within the set. */
export function citationKeys(sources: readonly KeySource[]): Map<string, string> {
  const byBase = new Map<string, string[]>();
  for (const source of sources) {
    const base = baseKey(source);
    byBase.set(base, [...(byBase.get(base) ?? []), source.paperId]);
  }
  const taken = new Set(byBase.keys());
  const keys = new Map<string, string>();
  for (const base of [...byBase.keys()].sort()) {
    const paperIds = [...new Set(byBase.get(base)!)].sort();
    if (paperIds.length === 1) {
      keys.set(paperIds[0]!, base);
      continue;
    }
    let index = 0;
    for (const paperId of paperIds) {
      while (taken.has(`${base}${letters(index)}`)) index += 1;
      const key = `${base}${letters(index)}`;
      taken.add(key);
      keys.set(paperId, key);
    }
  }
  return keys;
}
