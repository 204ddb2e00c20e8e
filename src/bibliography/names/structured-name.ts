/**
 * Author names with their parts (issue #48): family, given, particle and suffix for a person, or
 * one literal for an organisation, as CSL, BibTeX and RIS each carry them. Pure.
 *
 * - `particle` holds lower-case particles that sort with the surname in some styles and not in
 *   others ("van der", "de la", "von"): CSL's non-dropping particle. A capitalised one ("Di
 *   Caprio", "Vander Heiden") is part of the family name, as BibTeX and citation-js read it.
 * - A compound or double surname is one family name: "Spärck Jones", "Pérez Marc", "Ramón y Cajal".
 * - `literal` is a name never split (ENCODE Project Consortium); it has no other part.
 */
export interface StructuredName {
  family?: string;
  given?: string;
  particle?: string;
  suffix?: string;
  literal?: string;
}

/** The parts a stored name may have, in the order the writers list them. */
export const NAME_PARTS = ['family', 'given', 'particle', 'suffix', 'literal'] as const;

/** The name with empty parts left out, white space made single, letters composed (NFC: parsers of LaTeX give "o" and a combining accent). */
export function tidyName(name: StructuredName): StructuredName {
  const tidy: StructuredName = {};
  for (const part of NAME_PARTS) {
    const value = name[part]?.normalize('NFC').replace(/\s+/g, ' ').trim();
    if (value) tidy[part] = value;
  }
  return tidy;
}

/** The name as people write it: "Laurens van der Maaten", "Alfred G. Knudson Jr.", "ENCODE Project Consortium". */
export function displayName(name: StructuredName): string {
  if (name.literal !== undefined) return name.literal;
  return [name.given, name.particle, name.family, name.suffix].filter((part) => part !== undefined && part !== '').join(' ');
}

/** The surname with its particle: "van der Maaten", for keys and sorting. */
export function fullFamily(name: StructuredName): string {
  return [name.particle, name.family].filter((part) => part !== undefined && part !== '').join(' ');
}

/**
 * A family name whose leading words are lower-case ("van der Maaten", "de la Fontaine") split
 * into particle and family, as readers that keep them together (citation-js's RIS reader,
 * BibTeX's "von Last, First" form) give them. "d'Alembert" and "al-Khwarizmi" are one word: kept.
 */
export function withParticleSplit(name: StructuredName): StructuredName {
  if (name.literal !== undefined || name.family === undefined) return name;
  const words = name.family.split(' ');
  let split = 0;
  while (split < words.length - 1 && /^\p{Ll}/u.test(words[split]!)) split += 1;
  if (split === 0) return name;
  // BibTeX's reading of "Ursula von der Leyen" gives particle "von", family "der Leyen": the rest joins the particle.
  const particle = [name.particle, ...words.slice(0, split)].filter((p) => p !== undefined).join(' ');
  return { ...name, particle, family: words.slice(split).join(' ') };
}
