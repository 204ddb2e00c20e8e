/**
 * What Apertium needs and gives, as pure functions: the mode that translates one language into
 * another (Apertium names languages by ISO 639-3 codes: `spa-eng`) and its output cleaned of the
 * marks it leaves on words it could not translate or generate (`*`, `#`, `@`), which BM25 must
 * not read as part of a word.
 */

/** The languages Refgraph detects that Apertium's Debian packages translate (apertium-eng-spa, apertium-eng-cat). */
const APERTIUM_LANGUAGES: Readonly<Record<string, string>> = { en: 'eng', es: 'spa', ca: 'cat' };

/** The Apertium mode for a pair of ISO 639-1 codes (`es`, `en` → `spa-eng`); null when either is not one of ours. */
export function apertiumMode(from: string, to: string): string | null {
  const [source, target] = [APERTIUM_LANGUAGES[from], APERTIUM_LANGUAGES[to]];
  return source === undefined || target === undefined || source === target ? null : `${source}-${target}`;
}

/** The modes `apertium -l` lists, one a line, indented. */
export function parseModeList(listing: string): Set<string> {
  return new Set(
    listing
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line !== ''),
  );
}

/** Apertium's output without its marks on untranslated words, and without the trailing newline. */
export function cleanTranslation(output: string): string {
  return output.replace(/(^|[\s\p{P}])[*#@]+(?=\p{L}|\p{N})/gu, '$1').trim();
}
