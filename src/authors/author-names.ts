/**
 * An author's name as the merge rule compares it: a normalised surname and the given names, each
 * in full or as initials. Pure.
 *
 * - The surname is the last word of the name (lower-case particles such as "van der" and
 *   generational suffixes apart; "Last, First" read as such), folded to lower-case ASCII:
 *   "Joan Puig i Cadafalch" → puigicadafalch, "Zoë Ørsted-Łukasiewicz" → orstedlukasiewicz.
 * - Given names: one entry per word. A word of one letter (with or without its dot) is an
 *   initial; a hyphenated word is one given name whose initials are its parts' ("Jean-Pierre",
 *   "J.-P." → jp), so "Jin-Xia" is never taken for "Jin"; against a name written in initials
 *   only it counts as its initials ("Jean-Claude" and "J. C.").
 * - Organisations (Consortium, Group ...) have no person name: never compared.
 */
import { asciiFold, parseName } from '../bibliography';

export interface GivenName {
  /** Initials, one per hyphen-separated part: "jean-pierre" → jp. */
  initials: string;
  /** The folded name in full, or null when only initials are given. */
  full: string | null;
}

export interface PersonName {
  surname: string;
  given: GivenName[];
}

function givenName(word: string): GivenName | null {
  const parts = word.split(/[-‐‑]/).map((part) => asciiFold(part)).filter((part) => part !== '');
  if (parts.length === 0) return null;
  const initials = parts.map((part) => part[0]).join('');
  // "J.", "J", "J.-P.": only initials. "JP" (two capitals, no vowels written) is not guessed at.
  const onlyInitials = parts.every((part) => part.length === 1);
  return { initials, full: onlyInitials ? null : parts.join('') };
}

/** Given names written as one word of initials with dots ("J.P.") are split into initials. */
function words(given: string): string[] {
  return given
    .split(/\s+/)
    .flatMap((word) => (/^(\p{L}\.){2,}$/u.test(word) ? word.split('.').filter((w) => w !== '').map((w) => `${w}.`) : [word]))
    .filter((word) => word !== '');
}

/** The name as compared, or null for an organisation or a name without a surname. */
export function personName(raw: string): PersonName | null {
  const parsed = parseName(raw);
  if (parsed.kind === 'organisation') return null;
  const [surnameText, givenText] =
    parsed.kind === 'inverted' ? [parsed.last, parsed.name.split(',').slice(1).filter((part) => !/^\s*(jr\.?|sr\.?|ii|iii|iv)\s*$/i.test(part)).join(' ')] : [parsed.last, parsed.first.join(' ')];
  const surname = asciiFold(surnameText);
  if (surname === '') return null;
  return { surname, given: words(givenText).map(givenName).filter((g): g is GivenName => g !== null) };
}

function sameGiven(a: GivenName, b: GivenName): boolean {
  if (a.full !== null && b.full !== null) return a.full === b.full;
  return a.initials === b.initials;
}

/** Both first given names are written in full and are the same ("Geoffrey" and "Geoffrey E."). */
export function fullFirstNames(a: PersonName, b: PersonName): boolean {
  return a.given[0]?.full != null && b.given[0]?.full != null && a.given[0].full === b.given[0].full;
}

/** A hyphenated given name as its parts' initials ("Jean-Claude" → J. C.), to compare with initials. */
function asInitials(given: readonly GivenName[]): GivenName[] {
  return given.flatMap((g) => [...g.initials].map((initial) => ({ initials: initial, full: null })));
}

const onlyInitials = (given: readonly GivenName[]) => given.every((g) => g.full === null);

/**
 * Same surname, and given names that can be the same person's: the first given names agree (in
 * full, or by initial when one side has only the initial), and the other given names of the
 * shorter list agree, in order, with some of the longer's (a middle name may be left out:
 * "Quoc Le" and "Quoc V. Le"; "Geoffrey Hinton" and "G. E. Hinton"). A name with no given name
 * is compatible with nothing: a surname alone says too little.
 */
export function compatibleNames(a: PersonName, b: PersonName): boolean {
  if (a.surname !== b.surname || a.given.length === 0 || b.given.length === 0) return false;
  // Against initials only ("J. C."), a hyphenated name counts as its initials ("Jean-Claude");
  // against anything written in full it stays one name ("Jin-Xia" is not "Jin").
  const [givenA, givenB] = onlyInitials(a.given) || onlyInitials(b.given) ? [asInitials(a.given), asInitials(b.given)] : [a.given, b.given];
  const [short, long] = givenA.length <= givenB.length ? [givenA, givenB] : [givenB, givenA];
  if (!sameGiven(short[0]!, long[0]!)) return false;
  let next = 1;
  for (const given of short.slice(1)) {
    while (next < long.length && !sameGiven(given, long[next]!)) next += 1;
    if (next === long.length) return false;
    next += 1;
  }
  return true;
}

/**
 * A loose key for recognising the same co-author under two spellings: surname and first
 * initial ("Andrew M. Dai", "Andrew Dai" → dai a). null for organisations.
 */
export function coAuthorKey(raw: string): string | null {
  const name = personName(raw);
  if (name === null) return null;
  return `${name.surname} ${name.given[0]?.initials[0] ?? ''}`;
}
