/**
 * What Apertium needs and gives, as pure functions: the mode that translates one language into
 * another (Apertium names languages by ISO 639-3 codes: `spa-eng`); the mode's pipeline made to
 * run as one long-lived process chain in null-flush mode (each program given `-z`: it answers
 * every segment ended by a NUL at once, so one chain serves every query); a text written in
 * Apertium's stream format (its reserved characters escaped, as `apertium-destxt` does) and read
 * back; and the output cleaned of the marks it leaves on words it could not translate or
 * generate (`*`, `#`, `@`), which BM25 must not read as part of a word.
 */

/** The languages Refgraph detects that Apertium's Debian packages translate (apertium-eng-spa, apertium-eng-cat). */
const APERTIUM_LANGUAGES: Readonly<Record<string, string>> = { en: 'eng', es: 'spa', ca: 'cat' };

/** The Apertium mode for a pair of ISO 639-1 codes (`es`, `en` → `spa-eng`); null when either is not one of ours. */
export function apertiumMode(from: string, to: string): string | null {
  const [source, target] = [APERTIUM_LANGUAGES[from], APERTIUM_LANGUAGES[to]];
  return source === undefined || target === undefined || source === target ? null : `${source}-${target}`;
}

/** The modes a data folder's `modes/` holds, as `apertium -l` names them: its `.mode` files without the extension. */
export function modeNames(files: readonly string[]): Set<string> {
  return new Set(files.filter((file) => file.endsWith('.mode')).map((file) => file.slice(0, -'.mode'.length)));
}

/** Apertium's output without its marks on untranslated words, and without the trailing newline. */
export function cleanTranslation(output: string): string {
  return output.replace(/(^|[\s\p{P}])[*#@]+(?=\p{L}|\p{N})/gu, '$1').trim();
}

/**
 * The null-flush command line of a mode file (`/usr/share/apertium/modes/spa-eng.mode`): its
 * programs joined by pipes, each given `-z`; `$1` (the generator's option) becomes `-n`, words it
 * cannot generate unmarked as `apertium -u` leaves them, and `$2` (the tagger's) nothing.
 */
export function nullFlushCommand(modeFile: string): string {
  return modeFile
    .trim()
    .replace(/\$1/g, '-n')
    .replace(/\$2/g, '')
    .split('|')
    .map((stage) => stage.trim().replace(/^(\S+)/, '$1 -z'))
    .join(' | ');
}

/** Characters with a meaning in Apertium's stream format, escaped by a backslash. */
const RESERVED = /[\\[\]^$@/<>{}]/g;

/**
 * One segment for a null-flush chain: the text on one line, reserved characters escaped, ended
 * as `apertium-destxt` ends a text (a blank holding the line break: without it the chain holds
 * the last word back) and by NUL.
 */
export function toStreamSegment(text: string): string {
  return `${text.replace(/\s+/g, ' ').trim().replace(RESERVED, (reserved) => `\\${reserved}`)}[][\n]\u0000`;
}

/** A segment's translation as plain text: escapes undone, blanks Apertium added (`[...]`) dropped, marks cleaned. */
export function fromStreamSegment(segment: string): string {
  const unbracketed = segment.replace(/(?<!\\)\[[^\]]*(?<!\\)\]/g, ' ');
  return cleanTranslation(unbracketed.replace(/\\(.)/gs, '$1').replace(/\s+/g, ' '));
}
