/**
 * Author names as CSL name objects, the structure CSL-JSON writes and RIS's "Last, First,
 * Suffix" encodes. Pure.
 *
 * From the same reading of a stored name as BibTeX's (bibtex/bibtex-names.ts):
 * - a person: family (with its lower-case particles, "van der Maaten", as Zotero writes them;
 *   CSL processors split particles off themselves when sorting), given, suffix;
 * - a name stored as "Last, First" or "Last, Jr., First": split at its commas;
 * - an organisation (ENCODE Project Consortium): one literal, never split;
 * - a single word (Plato): a family name alone.
 */
import { parseName } from '../bibtex/bibtex-names';
import { normaliseSpace } from '../bibtex/latex-escape';

export type CslName = { family: string; given?: string; suffix?: string } | { literal: string };

function person(family: string, given: string, suffix: string | null): CslName {
  return { family, ...(given === '' ? {} : { given }), ...(suffix === null || suffix === '' ? {} : { suffix }) };
}

export function cslName(raw: string): CslName {
  const parsed = parseName(raw);
  if (parsed.kind === 'organisation') return { literal: parsed.name };
  if (parsed.kind === 'inverted') {
    const parts = parsed.name.split(',').map((part) => normaliseSpace(part));
    // "Last, First" or "Last, Jr., First" (BibTeX's order), at most two commas (else an organisation).
    return parts.length === 3 ? person(parts[0]!, parts[2]!, parts[1]!) : person(parts[0]!, parts[1]!, null);
  }
  return person([...parsed.von, parsed.last].join(' '), parsed.first.join(' '), parsed.suffix);
}
