/**
 * Structured names (names/structured-name.ts) as CSL name objects, the structure CSL-JSON writes,
 * and back. Pure. A particle is CSL's non-dropping particle (lower-case, kept with the surname
 * when displayed: "van der Maaten"); a CSL dropping particle is read as a particle too.
 */
import { StructuredName, tidyName, withParticleSplit } from '../names/structured-name';

export type CslName =
  | { family: string; given?: string; 'non-dropping-particle'?: string; suffix?: string }
  | { literal: string };

export function cslName(name: StructuredName): CslName {
  if (name.literal !== undefined) return { literal: name.literal };
  return {
    family: name.family ?? '',
    ...(name.given === undefined ? {} : { given: name.given }),
    ...(name.particle === undefined ? {} : { 'non-dropping-particle': name.particle }),
    ...(name.suffix === undefined ? {} : { suffix: name.suffix }),
  };
}

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** A CSL name object (any source: CSL-JSON, Crossref, citation-js) as a structured name. */
export function nameFromCsl(value: Record<string, unknown>): StructuredName {
  const literal = text(value.literal);
  if (literal !== undefined && literal.trim() !== '') return { literal: literal.trim() };
  const particle = [text(value['dropping-particle']), text(value['non-dropping-particle'])].filter((p) => p !== undefined && p.trim() !== '').join(' ');
  const name = tidyName({ family: text(value.family), given: text(value.given), particle, suffix: text(value.suffix) });
  // A name with a given name only (some Crossref records) is that name alone.
  if (name.family === undefined && name.given !== undefined) return { literal: name.given };
  return withParticleSplit(name);
}
