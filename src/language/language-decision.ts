/**
 * When to believe a language identifier. Pure.
 *
 * Identifiers guess badly on short texts: on the seed corpus, CLD3 called English paper titles
 * Dutch, Danish or Chichewa with "reliable" probabilities above 0.9. So a text needs enough
 * letters, and the guess enough probability, or the language stays null: an unknown language
 * only leaves a paper out of language filters, a wrong one files it under the wrong analyzer.
 * Titles are too short on their own; detection reads title and abstract (or transcript) together.
 */

import { isIso6391, UNDETERMINED_LANGUAGE } from '../common/language-codes';

/** What an identifier says about a text. */
export interface LanguageGuess {
  /** The identifier's code for the language ('und' or a script variant such as 'zh-Latn' included). */
  language: string;
  probability: number;
  /** The identifier's own reliability flag. */
  reliable: boolean;
}

export interface DetectionPolicy {
  /** Fewer letters than this and no guess is made. */
  minLetters: number;
  /** A guess below this probability is not believed. */
  minProbability: number;
}

/**
 * Measured on the seed corpus (403 papers and talks with a given language): abstracts cut to
 * 30–250 characters and English titles, 3,432 texts. With 60 letters and probability 0.9, CLD3
 * was wrong on 3 texts (0.09%) and undecided on 38%, mostly the shortest cuts; with no length
 * floor it was wrong on 53. Of the 403 full titles with their abstracts or transcripts, 402 were
 * identified correctly and one (a German title over an English abstract, p = 0.84) left unknown.
 */
export const DEFAULT_DETECTION_POLICY: DetectionPolicy = { minLetters: 60, minProbability: 0.9 };

export type LanguageDecision =
  | { language: string; probability: number }
  | { language: null; reason: 'too short' | 'not confident' | 'not an ISO 639-1 code'; guess: LanguageGuess | null };

export function letterCount(text: string): number {
  return text.match(/\p{L}/gu)?.length ?? 0;
}

/** The decision on a text of `letters` letters, given the identifier's guess (null when it was not asked). */
export function decideLanguage(letters: number, guess: LanguageGuess | null, policy: DetectionPolicy = DEFAULT_DETECTION_POLICY): LanguageDecision {
  if (letters < policy.minLetters || guess === null) return { language: null, reason: 'too short', guess };
  if (!guess.reliable || guess.probability < policy.minProbability) return { language: null, reason: 'not confident', guess };
  // Stored languages are ISO 639-1 codes (as ingestion validates given ones); CLD3 also names
  // romanised scripts ('ru-Latn') and languages without a two-letter code ('haw', 'fil').
  if (!isIso6391(guess.language)) return { language: null, reason: 'not an ISO 639-1 code', guess };
  return { language: guess.language, probability: guess.probability };
}

/**
 * The label of a stored paper or talk whose language the detector could not decide: ISO 639-2's
 * code for "undetermined", so a portal can show and filter it like any language. Queries are
 * different: a query whose language is unknown stays null (the ranking then reads it in all
 * analyzers).
 */
export const UNDETERMINED = UNDETERMINED_LANGUAGE;

/**
 * When a paper's title alone outvotes its text. Scholarly records often give a non-English
 * paper's original title over an English abstract (Hahn & Strassmann 1939, "Über den Nachweis
 * …", abstract in English): title and abstract together read as English, yet the paper is
 * German. The reverse (an English title over an abstract in another language) is a translated
 * title and keeps the abstract's language. Titles are short and CLD3 overrates itself on them:
 * on the seed corpus it called English titles Dutch (43, 44 letters, p 0.92, 0.94), Norwegian
 * (51 letters, p 0.96) and Danish (22, p 0.97), and its German titles of 50+ letters p ≥ 0.999.
 * So only a title of 40+ letters read with p ≥ 0.99 overrules.
 */
export const TITLE_OVERRULES: DetectionPolicy = { minLetters: 40, minProbability: 0.99 };

/**
 * A paper's label from the decision on its whole text and the one on its title alone (under
 * TITLE_OVERRULES): the title's language when the text reads as English and the title, clearly,
 * as another language; else the text's; UNDETERMINED when neither is sure.
 */
export function paperLabel(text: LanguageDecision, title: LanguageDecision | null): string {
  if (title?.language && title.language !== 'en' && (text.language === 'en' || text.language === null)) return title.language;
  return text.language ?? UNDETERMINED;
}

/** The text a paper's language is detected from: its title and abstract together. */
export function paperLanguageText(paper: { title: string; abstract: string | null }): string {
  return paper.abstract === null ? paper.title : `${paper.title}. ${paper.abstract}`;
}

export function talkLanguageText(talk: { title: string; transcript: string }): string {
  return `${talk.title}. ${talk.transcript}`;
}
