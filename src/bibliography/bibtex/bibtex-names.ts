/**
 * Author names as BibTeX reads them (bibtexName), the surname a citation key starts with, and
 * the reading of a stored display name that the author merge rule compares (parseName: surname
 * and given names, src/authors/author-names.ts). Pure. Names with their parts come from
 * names/parse-name.ts.
 */
import { asciiFold } from './ascii-fold';
import { escapeLatex, normaliseSpace } from './latex-escape';
import { fullFamily, StructuredName } from '../names/structured-name';
import { isOrganisationName } from '../names/parse-name';

const SUFFIX = /^(jr\.?|sr\.?|ii|iii|iv)$/i;
const JOINING_WORDS = new Set(['i', 'y']);
/** Words skipped when an organisation's name gives a citation key ("The ENCODE Project" → encode). */
const LEADING_ARTICLES = new Set(['the', 'a', 'an', 'la', 'el', 'le', 'les', 'los', 'las', 'der', 'die', 'das']);

export type ParsedName =
  | { kind: 'organisation'; name: string }
  | { kind: 'inverted'; name: string; last: string }
  /** joined: a two-part surname joined by "i" or "y" (Puig i Cadafalch), braced so BibTeX keeps it whole. */
  | { kind: 'person'; first: string[]; von: string[]; last: string; suffix: string | null; joined: boolean };

export function parseName(raw: string): ParsedName {
  const name = normaliseSpace(raw);
  const words = name.split(' ');
  if (isOrganisationName(name)) {
    return { kind: 'organisation', name };
  }
  if (name.includes(',')) return { kind: 'inverted', name, last: name.split(',')[0]!.trim() };
  const suffix = words.length > 2 && SUFFIX.test(words[words.length - 1]!) ? words.pop()! : null;
  let last = words.pop() ?? '';
  // Catalan and Spanish surnames joined by "i"/"y": BibTeX would take the conjunction for a particle.
  const joined = words.length >= 3 && JOINING_WORDS.has(words[words.length - 1]!) && /^\p{Lu}/u.test(words[words.length - 2]!);
  if (joined) last = `${words.splice(-2).join(' ')} ${last}`;
  const von: string[] = [];
  while (words.length > 1 && /^\p{Ll}/u.test(words[words.length - 1]!)) von.unshift(words.pop()!);
  return { kind: 'person', first: words, von, last, suffix, joined };
}

/**
 * A structured name as BibTeX reads it back into the same parts (names/structured-name.ts):
 * - an organisation braced whole, so BibTeX never splits it ({ENCODE Project Consortium});
 * - a person with a one-word family name and no suffix in direct order ("Laurens van der Maaten");
 * - anyone else as "von Last, Jr., First", the form where BibTeX keeps a compound surname
 *   ("Spärck Jones, Karen") and a suffix apart; a family name with a lower-case word inside is
 *   braced ("{Ramón y Cajal}"), since BibTeX would take the word for a particle.
 */
export function bibtexName(name: StructuredName): string {
  if (name.literal !== undefined) return `{${escapeLatex(name.literal)}}`;
  const family = name.family ?? '';
  const familyText = family.split(' ').slice(1).some((w) => /^\p{Ll}/u.test(w)) ? `{${escapeLatex(family)}}` : escapeLatex(family);
  const [given, particle] = [escapeLatex(name.given ?? ''), escapeLatex(name.particle ?? '')];
  const lastPart = [particle, familyText].filter((part) => part !== '').join(' ');
  const givenIsPlain = !given.split(' ').some((w) => /^\p{Ll}/u.test(w));
  if (name.suffix === undefined && !family.includes(' ') && givenIsPlain) return [given, lastPart].filter((part) => part !== '').join(' ');
  return [lastPart, ...(name.suffix === undefined ? [] : [escapeLatex(name.suffix)]), ...(given === '' ? [] : [given])].join(', ');
}

/** The surname part of a citation key: particles included ("van der Maaten" → vandermaaten). */
export function keySurname(name: StructuredName): string {
  if (name.literal === undefined) return asciiFold(fullFamily(name));
  const words = name.literal.split(' ').map(asciiFold).filter((w) => w !== '');
  return words.find((w) => !LEADING_ARTICLES.has(w)) ?? words[0] ?? '';
}
