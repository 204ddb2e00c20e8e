/**
 * What Apertium needs and gives, as pure functions: the mode that translates one language into
 * another (Apertium names languages by ISO 639-3 codes: `spa-eng`); the mode's pipeline made to
 * run as one long-lived process chain in null-flush mode (each program given `-z`: it answers
 * every segment ended by a NUL at once, so one chain serves every query); a text reduced to
 * what Apertium translates and tagged with its request, and the answer checked against that tag
 * and read back; and the output cleaned of the marks it leaves on words it could not translate or
 * generate (`*`, `#`, `@`), which BM25 must not read as part of a word.
 */

/** The languages Refgraph detects that Apertium's Debian packages translate (apertium-eng-spa, apertium-eng-cat). */
const APERTIUM_LANGUAGES: Readonly<Record<string, string>> = { en: 'eng', es: 'spa', ca: 'cat' };

/** Those languages' ISO 639-1 codes. */
export const TRANSLATED_LANGUAGES: readonly string[] = Object.keys(APERTIUM_LANGUAGES);

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
  return (
    output
      .replace(/(^|[\s\p{P}\p{S}])[*#@]+(?=\p{L}|\p{N})/gu, '$1')
      // A word glued to a number is marked where it starts: "16x16" comes back "16*x16".
      .replace(/(?<=\p{N})\*(?=\p{L})/gu, '')
      .trim()
  );
}

/**
 * The null-flush command line of a mode file (`/usr/share/apertium/modes/spa-eng.mode`): its
 * programs joined by pipes, each given `-z`; `$1` (the generator's option) becomes `-g`, the
 * script's default: words the analyser did not know keep their `*` (knownWordShare counts them,
 * cleanTranslation drops them), and `$2` (the tagger's) nothing.
 */
export function nullFlushCommand(modeFile: string): string {
  return modeFile
    .trim()
    .replace(/\$1/g, '-g')
    .replace(/\$2/g, '')
    .split('|')
    .map((stage) => stage.trim().replace(/^(\S+)/, '$1 -z'))
    .join(' | ');
}

/**
 * Apertium is given a text's letters, combining marks, digits and the punctuation that helps translation
 * (sentence and clause marks, apostrophes, quotes, brackets, hyphens and dashes, the Catalan
 * middle dot, `%`, `&`, `=`); anything else reads as a space: Apertium's stream-format
 * characters (`^ $ / < > { } [ ] \ @ * #`), control characters, NUL. Not escaped as
 * `apertium-destxt` does, because one stage does not honour the escapes: lrx-proc
 * (apertium-lex-tools 0.4.2) reads an escaped `\^` before a blank as the start of a word and
 * swallows the NUL ending the segment, so a query ending in `^` merged two users' answers
 * (issue #47). None of these characters changes how the words around them translate.
 */
const UNTRANSLATED = /[^\p{L}\p{M}\p{N}.,;:!?¿¡'’‘"“”«»()\-‐–—%&=·]+/gu;

/** What of TEXT a chain is given (see UNTRANSLATED), on one line. */
export function translatableText(text: string): string {
  return text.replace(UNTRANSLATED, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * A request's tag: a superblank (`[rg17]`), which every stage passes through untouched, put
 * before and after the text so each answer names the request it answers. Texts never hold `[`
 * (translatableText), so a query cannot forge a tag.
 */
const REQUEST_TAG = /\[rg\d+\]/g;

/** The tag of a chain's request number SEQUENCE. */
export function requestTag(sequence: number): string {
  return `[rg${sequence}]`;
}

/**
 * One segment for a null-flush chain: the text between its request's tags, ended as
 * `apertium-destxt` ends a text (a blank holding the line break: without it the chain holds the
 * last word back) and by NUL.
 */
export function toStreamSegment(text: string, tag: string): string {
  return `${tag}${translatableText(text)}${tag}[][\n]\u0000`;
}

/** What a chain answers for one text. */
export interface ApertiumOutput {
  /** The translation, marks cleaned. */
  text: string;
  /** The share of its words the source language's analyser knew (0 when it has none). */
  knownShare: number;
}

/**
 * A segment's translation as plain text (escapes undone, blanks Apertium added (`[...]`)
 * dropped, marks cleaned) and how much of it Apertium knew; null unless the segment is exactly
 * one answer to the request tagged TAG (its tag first and last, no other tag): a chain whose
 * answers do not line up with its requests is out of step.
 */
export function fromStreamSegment(segment: string, tag: string): ApertiumOutput | null {
  const tags = segment.match(REQUEST_TAG) ?? [];
  const body = segment.trimStart();
  if (tags.length !== 2 || tags[0] !== tag || tags[1] !== tag || !body.startsWith(tag)) return null;
  const unbracketed = body.replace(/(?<!\\)\[[^\]]*(?<!\\)\]/g, ' ');
  const plain = unbracketed.replace(/\\(.)/gs, '$1').replace(/\s+/g, ' ');
  return { text: cleanTranslation(plain), knownShare: knownWordShare(plain) };
}

/** The share of an output's words not marked `*`: the analyser marks each source word it does not know. */
export function knownWordShare(output: string): number {
  const words = output.split(' ').filter((word) => /\p{L}/u.test(word));
  if (words.length === 0) return 0;
  const unknown = words.filter((word) => /^[^\p{L}\p{N}]*\*/u.test(word)).length;
  return (words.length - unknown) / words.length;
}

/**
 * Thresholds of the dictionary guess (`guessedLanguage`), set by looking at 12 of AAN's parity
 * titles in each language: the own language's analyser knew 80–100% of a title's words, another
 * language's at most 63%. Measured on all of AAN's titles in docs/notebook/cross-lingual-translation.md.
 */
export const MIN_KNOWN_SHARE = 0.75;
export const MIN_KNOWN_MARGIN = 0.25;

/**
 * The language of a text too short for the statistical detector, guessed from the share of its
 * words each language's analyser knows: the best, when it knows most of the words and clearly
 * more than any other; null otherwise. Pure.
 */
export function guessedLanguage(shares: readonly { language: string; knownShare: number }[]): string | null {
  const [best, second] = [...shares].sort((a, b) => b.knownShare - a.knownShare);
  if (best === undefined || second === undefined || best.knownShare < MIN_KNOWN_SHARE) return null;
  return best.knownShare - second.knownShare >= MIN_KNOWN_MARGIN ? best.language : null;
}
