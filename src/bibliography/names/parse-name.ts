/**
 * A name as written ("Laurens van der Maaten", "Spärck Jones, Karen", "Knudson, Jr., Alfred G.")
 * → its parts (structured-name.ts). Pure.
 *
 * citation-js's name parser (@citation-js/name) does the splitting: "Last, First", "Last, Jr.,
 * First" and "Last, First, Jr.", lower-case particles in either order. Handled here first, because
 * that parser gets them wrong (each case is in test/unit/bibliography/names):
 * - organisations (a word such as Consortium, Group, Institute, or "and" inside): it splits
 *   "ENCODE Project Consortium" into given "ENCODE Project" and family "Consortium"; kept literal;
 * - a generational suffix written last ("Alfred G. Knudson Jr.", "Martin Luther King, Jr."):
 *   it takes "Jr." for the family name;
 * - a Catalan or Spanish double surname joined by "i" or "y" (Santiago Ramón y Cajal): it reads
 *   the conjunction as a particle.
 * A compound surname written in direct order ("Karen Spärck Jones") cannot be told from a middle
 * name without the source saying so: sources that give "Spärck Jones, Karen" or the parts keep it.
 */
import { parse } from '@citation-js/name';
import { normaliseSpace } from '../bibtex/latex-escape';
import { StructuredName, tidyName, withParticleSplit } from './structured-name';

const SUFFIX = /^(jr\.?|sr\.?|ii|iii|iv|v)$/i;
const JOINING_WORDS = new Set(['i', 'y']);
const ORGANISATION_WORDS = new Set([
  'agency', 'association', 'center', 'centre', 'collaboration', 'commission', 'committee', 'consortium', 'council', 'department',
  'foundation', 'group', 'initiative', 'institute', 'laboratory', 'ministry', 'network', 'office', 'organisation', 'organization',
  'panel', 'program', 'programme', 'project', 'society', 'team', 'university',
]);

/** A name with a word naming a body, "and" inside, or more commas than a person's name has. */
export function isOrganisationName(name: string): boolean {
  const lower = name.toLowerCase().split(' ');
  return lower.includes('and') || lower.some((w) => ORGANISATION_WORDS.has(w.replace(/[^a-z]/g, ''))) || (name.match(/,/g)?.length ?? 0) > 2;
}

function fromLibrary(text: string): StructuredName {
  // @citation-js/name throws on a name of lower-case words only ("rn", an AAN author): nothing to
  // split there, so the whole is the family name.
  if (!/\p{Lu}/u.test(text)) return tidyName({ family: text });
  const parts = parse(text);
  if (parts.literal !== undefined) return { literal: parts.literal };
  const particle = [parts['dropping-particle'], parts['non-dropping-particle']].filter((p) => p !== undefined && p !== '').join(' ');
  return withParticleSplit(tidyName({ family: parts.family, given: parts.given, particle, suffix: parts.suffix }));
}

/** Direct order without a suffix: "Santiago Ramón y Cajal" by hand, anything else by the library. */
function directOrder(words: string[]): StructuredName {
  const n = words.length;
  if (n >= 4 && JOINING_WORDS.has(words[n - 2]!) && /^\p{Lu}/u.test(words[n - 3]!)) {
    return tidyName({ given: words.slice(0, n - 3).join(' '), family: words.slice(n - 3).join(' ') });
  }
  return fromLibrary(words.join(' '));
}

export function parseName(raw: string): StructuredName {
  const name = normaliseSpace(raw);
  if (name === '') return {};
  if (isOrganisationName(name)) return { literal: name };
  const commaParts = name.split(',').map((part) => part.trim());
  // "Martin Luther King, Jr.": direct order with the suffix after a comma.
  if (commaParts.length === 2 && SUFFIX.test(commaParts[1]!) && commaParts[0]!.includes(' ')) {
    return { ...directOrder(commaParts[0]!.split(' ')), suffix: commaParts[1]! };
  }
  if (commaParts.length > 1) {
    // "Ramón y Cajal, Santiago": a family name before the comma is whole, conjunction included.
    const family = commaParts[0]!;
    if (/^\p{Lu}/u.test(family) && family.split(' ').some((w) => JOINING_WORDS.has(w))) {
      const rest = fromLibrary(`X, ${commaParts.slice(1).join(', ')}`);
      return tidyName({ ...rest, family });
    }
    return fromLibrary(name);
  }
  const words = name.split(' ');
  if (words.length > 2 && SUFFIX.test(words[words.length - 1]!)) {
    const suffix = words.pop()!;
    return { ...directOrder(words), suffix };
  }
  return directOrder(words);
}

/** A stored authorship's name: its parts, or its display name parsed when written before parts were stored (issue #48). */
export function storedName(parts: { [K in keyof StructuredName]-?: string | null }, display: string): StructuredName {
  const name = tidyName({
    family: parts.family ?? undefined,
    given: parts.given ?? undefined,
    particle: parts.particle ?? undefined,
    suffix: parts.suffix ?? undefined,
    literal: parts.literal ?? undefined,
  });
  return name.family !== undefined || name.literal !== undefined ? name : parseName(display);
}
