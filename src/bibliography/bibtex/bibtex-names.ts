/**
 * Author names as BibTeX reads them, and the surname a citation key starts with. Pure.
 *
 * Names are stored as given ("Laurens van der Maaten", "Alfred G. Knudson Jr.", "ENCODE Project
 * Consortium"). BibTeX splits "First von Last" itself, lower-case particles included, so most
 * names are written as they are. These are rewritten:
 * - a name with a generational suffix (Jr., Sr., II, III, IV) becomes "von Last, Jr., First",
 *   the only form in which BibTeX keeps the suffix apart;
 * - an organisation (a name with a word such as Consortium, Collaboration, Group, or with "and"
 *   inside, which BibTeX would take for two authors) is braced whole, so it is never split;
 * - a name already in "Last, First" form is kept as it is;
 * - a Catalan or Spanish surname of two joined by "i" or "y" (Joan Puig i Cadafalch) has it
 *   braced, since BibTeX would read the conjunction as a particle.
 * Capitalised particles ("Della Pietra", "Vander Heiden") cannot be told from middle names
 * without the source saying so; sources that write "Della Pietra, Stephen A." keep it.
 */
import { asciiFold } from './ascii-fold';
import { escapeLatex, normaliseSpace } from './latex-escape';

const SUFFIX = /^(jr\.?|sr\.?|ii|iii|iv)$/i;
const JOINING_WORDS = new Set(['i', 'y']);
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
  /** joined: a two-part surname joined by "i" or "y" (Puig i Cadafalch), braced so BibTeX keeps it whole. */
  | { kind: 'person'; first: string[]; von: string[]; last: string; suffix: string | null; joined: boolean };

export function parseName(raw: string): ParsedName {
  const name = normaliseSpace(raw);
  const words = name.split(' ');
  const lower = words.map((w) => w.toLowerCase());
  if (lower.includes('and') || lower.some((w) => ORGANISATION_WORDS.has(w.replace(/[^a-z]/g, ''))) || (name.match(/,/g)?.length ?? 0) > 2) {
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

export function bibtexName(raw: string): string {
  const parsed = parseName(raw);
  if (parsed.kind === 'organisation') return `{${escapeLatex(parsed.name)}}`;
  if (parsed.kind === 'inverted') return escapeLatex(parsed.name);
  const { first, von, suffix, joined } = parsed;
  const last = joined ? `{${escapeLatex(parsed.last)}}` : escapeLatex(parsed.last);
  const [firstText, vonText] = [escapeLatex(first.join(' ')), escapeLatex(von.join(' '))];
  if (suffix === null) return [firstText, vonText, last].filter((part) => part !== '').join(' ');
  return `${[vonText, last].filter((part) => part !== '').join(' ')}, ${escapeLatex(suffix)}, ${firstText}`;
}

/** The surname part of a citation key: particles included ("van der Maaten" → vandermaaten). */
export function keySurname(raw: string): string {
  const parsed = parseName(raw);
  if (parsed.kind === 'inverted') return asciiFold(parsed.last);
  if (parsed.kind === 'person') return asciiFold([...parsed.von, parsed.last].join(''));
  const words = parsed.name.split(' ').map(asciiFold).filter((w) => w !== '');
  return words.find((w) => !LEADING_ARTICLES.has(w)) ?? words[0] ?? '';
}
