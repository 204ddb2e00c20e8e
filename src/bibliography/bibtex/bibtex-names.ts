/**
 * Author names as BibTeX reads them, and the surname a citation key starts with. Pure.
 *
 * Names are stored as given ("Laurens van der Maaten", "Alfred G. Knudson Jr.", "ENCODE Project
 * Consortium"). BibTeX splits "First von Last" itself, lower-case particles included, so most
 * names are written as they are. Three kinds are rewritten:
 * - a name with a generational suffix (Jr., Sr., II, III, IV) becomes "von Last, Jr., First",
 *   the only form in which BibTeX keeps the suffix apart;
 * - an organisation (a name with a word such as Consortium, Collaboration, Group, or with "and"
 *   inside, which BibTeX would take for two authors) is braced whole, so it is never split;
 * - a name already in "Last, First" form is kept as it is.
 * Capitalised particles ("Della Pietra", "Vander Heiden") cannot be told from middle names
 * without the source saying so; sources that write "Della Pietra, Stephen A." keep it.
 */
import { asciiFold } from './ascii-fold';
import { escapeLatex, normaliseSpace } from './latex-escape';

const SUFFIX = /^(jr\.?|sr\.?|ii|iii|iv)$/i;
const ORGANISATION_WORDS = new Set([
  'agency', 'association', 'center', 'centre', 'collaboration', 'commission', 'committee', 'consortium', 'council', 'department',
  'foundation', 'group', 'initiative', 'institute', 'laboratory', 'ministry', 'network', 'office', 'organisation', 'organization',
  'panel', 'program', 'programme', 'project', 'society', 'team', 'university',
]);
/** Words skipped when an organisation's name gives a citation key ("The ENCODE Project" → encode). */
const LEADING_ARTICLES = new Set(['the', 'a', 'an', 'la', 'el', 'le', 'les', 'los', 'las', 'der', 'die', 'das']);

export type ParsedName =
  | { kind: 'organisation'; name: string }
  | { kind: 'inverted'; name: string; last: string }
  | { kind: 'person'; first: string[]; von: string[]; last: string; suffix: string | null };

export function parseName(raw: string): ParsedName {
  const name = normaliseSpace(raw);
  const words = name.split(' ');
  const lower = words.map((w) => w.toLowerCase());
  if (lower.includes('and') || lower.some((w) => ORGANISATION_WORDS.has(w.replace(/[^a-z]/g, ''))) || (name.match(/,/g)?.length ?? 0) > 2) {
    return { kind: 'organisation', name };
  }
  if (name.includes(',')) return { kind: 'inverted', name, last: name.split(',')[0]!.trim() };
  const suffix = words.length > 2 && SUFFIX.test(words[words.length - 1]!) ? words.pop()! : null;
  const last = words.pop() ?? '';
  const von: string[] = [];
  while (words.length > 1 && /^\p{Ll}/u.test(words[words.length - 1]!)) von.unshift(words.pop()!);
  return { kind: 'person', first: words, von, last, suffix };
}

export function bibtexName(raw: string): string {
  const parsed = parseName(raw);
  if (parsed.kind === 'organisation') return `{${escapeLatex(parsed.name)}}`;
  if (parsed.kind === 'inverted') return escapeLatex(parsed.name);
  const { first, von, last, suffix } = parsed;
  if (suffix === null) return escapeLatex([...first, ...von, last].join(' '));
  return escapeLatex(`${[...von, last].join(' ')}, ${suffix}, ${first.join(' ')}`);
}

/** The surname part of a citation key: particles included ("van der Maaten" → vandermaaten). */
export function keySurname(raw: string): string {
  const parsed = parseName(raw);
  if (parsed.kind === 'inverted') return asciiFold(parsed.last);
  if (parsed.kind === 'person') return asciiFold([...parsed.von, parsed.last].join(''));
  const words = parsed.name.split(' ').map(asciiFold).filter((w) => w !== '');
  return words.find((w) => !LEADING_ARTICLES.has(w)) ?? words[0] ?? '';
}
