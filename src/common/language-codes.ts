/**
 * The language codes Refgraph stores: ISO 639-1 (the list of the maintained `iso-639-1` package,
 * not a copy of our own) and 'und', ISO 639-2's "undetermined", which ingestion labels a text it
 * could not identify with. Ingestion, the language detector and the API's `enum Language` read
 * this one list, so nothing can be stored that the API could not name.
 */
import ISO6391 from 'iso-639-1';

export const UNDETERMINED_LANGUAGE = 'und';

/** ISO 639-1 codes, lowercase as stored. */
export const ISO_639_1_CODES: readonly string[] = ISO6391.getAllCodes();

const CODES = new Set(ISO_639_1_CODES);

export function isIso6391(code: string): boolean {
  return CODES.has(code);
}

/** A stored paper's or talk's language: an ISO 639-1 code or 'und'. */
export function isStoredLanguage(code: string): boolean {
  return code === UNDETERMINED_LANGUAGE || CODES.has(code);
}

/**
 * The language a stored code places a text in: null for 'und' (ingestion labels texts it could
 * not identify so, since 2026-12-01) as for no code at all. Whatever reasons about a library's
 * languages (its main one, the languages a title is translated from, per-language scaling) must
 * read 'und' as unplaced, not as a language: counted as one, it outnumbered English on AAN, whose
 * papers are mostly short titles, and turned the cross-lingual expansion off.
 */
export function placedLanguage(code: string | null): string | null {
  return code === UNDETERMINED_LANGUAGE ? null : code;
}

/** The language's English name ('Catalan' for 'ca'; 'undetermined' for 'und'). */
export function languageName(code: string): string {
  return code === UNDETERMINED_LANGUAGE ? 'undetermined' : ISO6391.getName(code);
}
