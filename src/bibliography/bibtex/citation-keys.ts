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
import type { StructuredName } from '../names/structured-name';
import type { CitationOrder } from '../export-paper';

/**
 * Words a key never takes as its title part: articles, prepositions, conjunctions and
 * contractions of English, Spanish, Catalan, French and German, in their folded form (über →
 * uber, según → segun), so "Über einen die Erzeugung ..." gives erzeugung. German umlauts are
 * also listed as written without them (ueber, fuer), as old titles spell them. One set for every
 * title: a paper's language is not always known, and these words almost never start an English
 * title's first significant word. Left out on purpose, because they are also English content
 * words: "cap" (Catalan "towards"), "son", "bit".
 */
const STOPWORDS_BY_LANGUAGE: Readonly<Record<string, readonly string[]>> = {
  en: ['a', 'an', 'the', 'on', 'of', 'in', 'for', 'to', 'and', 'at', 'by', 'from', 'with', 'is', 'are', 'do', 'does', 'how', 'what', 'why', 'when', 'towards', 'toward'],
  es: ['el', 'la', 'los', 'las', 'lo', 'un', 'una', 'unos', 'unas', 'de', 'del', 'y', 'e', 'o', 'u', 'en', 'por', 'para', 'con', 'sin', 'sobre', 'entre', 'hacia', 'desde', 'segun', 'al'],
  ca: ['el', 'la', 'els', 'les', 'un', 'una', 'uns', 'unes', 'de', 'del', 'dels', 'i', 'o', 'en', 'amb', 'per', 'sense', 'sobre', 'entre', 'envers', 'des', 'al', 'als', 'pel', 'pels'],
  fr: ['le', 'la', 'les', 'un', 'une', 'des', 'de', 'du', 'et', 'ou', 'en', 'au', 'aux', 'pour', 'par', 'sur', 'sous', 'dans', 'avec', 'sans', 'vers', 'entre', 'chez'],
  de: [
    'der', 'die', 'das', 'den', 'dem', 'des', 'ein', 'eine', 'einen', 'einem', 'einer', 'eines', 'und', 'oder', 'im', 'am', 'an', 'auf', 'aus',
    'bei', 'mit', 'nach', 'von', 'vom', 'zu', 'zum', 'zur', 'uber', 'ueber', 'fur', 'fuer', 'durch', 'gegen', 'ohne', 'um', 'unter', 'vor', 'zwischen',
  ],
};
const STOPWORDS = new Set(Object.values(STOPWORDS_BY_LANGUAGE).flat());

/** When there is no author or no usable word. */
export const NO_AUTHOR = 'anon';

export interface KeySource {
  paperId: string;
  /** The first author's name, or null. */
  firstAuthor: StructuredName | null;
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

interface KeyedSource {
  id: string;
  authors: readonly StructuredName[];
  year: number;
  title: string;
}

/**
 * Each paper once, with its key, in the order every export writes: sorted by key, or as given
 * (a paper named twice keeps its first place). The keys are the same either way.
 */
export function keyedPapers<P extends KeyedSource>(papers: readonly P[], order: CitationOrder = 'key'): { paper: P; key: string }[] {
  const keys = citationKeys(papers.map((p) => ({ paperId: p.id, firstAuthor: p.authors[0] ?? null, year: p.year, title: p.title })));
  const unique = [...new Map(papers.map((p) => [p.id, p])).values()];
  const keyed = unique.map((paper) => ({ paper, key: keys.get(paper.id)! }));
  return order === 'given' ? keyed : keyed.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
}
