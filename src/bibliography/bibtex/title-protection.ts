/**
 * Case protection of titles. Pure.
 *
 * Many BibTeX styles lowercase titles (sentence case) except text inside braces. Words whose
 * capitals must survive are wrapped in braces, judged by the word alone where possible:
 * - a word with a capital after its first letter (acronyms, mixed case, formulas): DNA, GloVe,
 *   mRNA, COVID-19, McDonald, H2O;
 * - a hyphenated word with a one-letter capital part: X-ray, T-cell;
 * - in a title written in sentence case, every capitalised word but the first (and the first
 *   after a colon or full stop): there the capital can only mean a proper noun (Markov,
 *   Warburg). In a Title Case title such words are left alone: without a dictionary nothing
 *   tells "Bayesian" from "Effect", and protecting all would stop styles from lowercasing at all.
 */
import { escapeLatex, normaliseSpace } from './latex-escape';

const UPPER = /\p{Lu}/u;
const LOWER_INITIAL = /^\p{Ll}/u;
/** Letters and digits; a word's core is what lies between its leading and trailing punctuation. */
const CORE = /^([^\p{L}\p{N}]*)(.*?)([^\p{L}\p{N}]*)$/su;
/** Short words are lowercase in Title Case as in sentence case, so they say nothing about the style. */
const MIN_VOTING_LENGTH = 4;

function hasInnerCapital(core: string): boolean {
  const parts = core.split(/[-‐‑–—/]/);
  return parts.some((part) => {
    const letters = [...part];
    const first = letters.findIndex((c) => /\p{L}/u.test(c));
    if (first === -1) return false;
    if (letters.slice(first + 1).some((c) => UPPER.test(c))) return true;
    return parts.length > 1 && letters.length === 1 && UPPER.test(letters[0]!);
  });
}

interface Word {
  lead: string;
  core: string;
  trail: string;
  /** First word of the title or of a sentence inside it (after ":", ".", "?", "!"). */
  opensSentence: boolean;
}

function words(title: string): Word[] {
  const tokens = normaliseSpace(title).split(' ').filter((t) => t !== '');
  let opensSentence = true;
  return tokens.map((token) => {
    const [, lead = '', core = '', trail = ''] = CORE.exec(token) ?? [];
    const word = { lead, core, trail, opensSentence };
    opensSentence = /[:.?!]$/.test(token);
    return word;
  });
}

/** Sentence case: most longer words that do not open a sentence start in lower case. */
function isSentenceCase(list: readonly Word[]): boolean {
  const voters = list.filter((w) => !w.opensSentence && w.core.length >= MIN_VOTING_LENGTH && /^\p{L}/u.test(w.core) && !hasInnerCapital(w.core));
  if (voters.length === 0) return false;
  const lower = voters.filter((w) => LOWER_INITIAL.test(w.core)).length;
  return lower * 2 > voters.length;
}

/** The words of a title that get braces (their letters and digits), for tests and explanations. */
export function protectedWords(title: string): string[] {
  const list = words(title);
  const sentenceCase = isSentenceCase(list);
  return list.filter((w) => needsProtection(w, sentenceCase)).map((w) => w.core);
}

function needsProtection(word: Word, sentenceCase: boolean): boolean {
  if (word.core === '') return false;
  if (hasInnerCapital(word.core)) return true;
  return sentenceCase && !word.opensSentence && UPPER.test([...word.core][0]!);
}

/** The title, escaped, with the words that need it wrapped in braces. */
export function protectedTitle(title: string): string {
  const list = words(title);
  const sentenceCase = isSentenceCase(list);
  return list
    .map((w) => (needsProtection(w, sentenceCase) ? `${escapeLatex(w.lead)}{${escapeLatex(w.core)}}${escapeLatex(w.trail)}` : escapeLatex(`${w.lead}${w.core}${w.trail}`)))
    .join(' ');
}
