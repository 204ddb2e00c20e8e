/**
 * Titles and names as the matching rule compares them (match-rule.ts). Pure.
 *
 * Reference managers write one title many ways: "{BERT}: Pre-training of Deep Bidirectional
 * Transformers" in BibTeX, "BERT: pre-training of deep bidirectional transformers" in sentence
 * case, "Erd{\H{o}}s" or "Erdős", "--" or "–", "&" or "and". The comparable form drops case,
 * accents (folded to ASCII, as citation keys are), LaTeX commands and braces, and punctuation,
 * keeping words and digits in order. The main title is the part before a subtitle (": ", " - ",
 * " — ", "? "), which some exports leave out.
 */
import { asciiFold } from '../../bibliography';

/**
 * LaTeX accent commands (\"o, \'{e}, \H{o}, \c{c}...): the command goes, the letter stays. A
 * letter command is an accent only when no letter follows it (\t{oo} is, \textit is not).
 */
const ACCENT_COMMAND = /\\(["'`^~=.]|[uvHcdbkrt](?![A-Za-z]))\s*(\{\s*)?([A-Za-z])(\s*\})?/g;
/** Letters LaTeX writes as commands. */
const LETTER_COMMANDS: Readonly<Record<string, string>> = { ss: 'ss', ae: 'ae', AE: 'AE', oe: 'oe', OE: 'OE', o: 'o', O: 'O', l: 'l', L: 'L', aa: 'a', AA: 'A', i: 'i', j: 'j' };

/** The title without LaTeX markup: accents on their letters, commands (\emph, \textit) dropped with their argument kept. */
export function withoutLatex(title: string): string {
  return title
    .replace(ACCENT_COMMAND, (_all, _command: string, _open, letter: string) => letter)
    .replace(/\\([A-Za-z]+)\b\s*/g, (_all, command: string) => LETTER_COMMANDS[command] ?? '')
    .replace(/\\(.)/g, '$1')
    .replace(/[{}$]/g, '');
}

/** Words of a text, lower-case ASCII, one space apart: "&" is "and", other punctuation separates words. */
function words(text: string): string {
  return text
    .replace(/&/g, ' and ')
    .split(/[^\p{L}\p{N}]+/u)
    .map((word) => asciiFold(word))
    .filter((word) => word !== '')
    .join(' ');
}

/** The comparable form of a title; empty when it holds no Latin letter or digit (a title only in another script cannot be compared this way). */
export function comparableTitle(title: string): string {
  return words(withoutLatex(withoutMarkup(title.normalize('NFC'))));
}

/** Rich-text markup out (Zotero's <i>, the BibTeX parser's <sub> for a LaTeX subscript): a tag is no word. */
function withoutMarkup(title: string): string {
  return title.replace(/<\/?(i|b|em|strong|sub|sup|sc|span)\b[^>]*>/gi, '');
}

/** Separators of a subtitle: a colon, a spaced dash, a question mark or full stop followed by more words. */
const SUBTITLE = /\s*(?::|\s[-–—]+\s|[?.!](?=\s+\S))\s*/;

/** The comparable form of the title before its subtitle, or null when the title has none. */
export function comparableMainTitle(title: string): string | null {
  const plain = withoutLatex(withoutMarkup(title.normalize('NFC')));
  const cut = SUBTITLE.exec(plain);
  if (cut === null || cut.index === 0) return null;
  const main = words(plain.slice(0, cut.index));
  return main === '' || main === words(plain) ? null : main;
}

/** A family name (or an organisation's) as compared: ASCII letters and digits only, "van der Maaten" → "vandermaaten". */
export function comparableFamily(name: string): string {
  return asciiFold(withoutLatex(name.normalize('NFC')));
}

/**
 * Letters the candidate search folds before PostgreSQL keeps a-z and 0-9 of a stored title
 * (match-candidates.ts): the same table runs in SQL (translate) and here, so both sides give one
 * key. Letters outside it are dropped on both sides alike, which only makes the key shorter.
 */
export const FOLD_FROM = 'ÀÁÂÃÄÅàáâãäåÇçÈÉÊËèéêëÌÍÎÏìíîïÑñÒÓÔÕÖØòóôõöøÙÚÛÜùúûüÝýÿŠšŽžČčĆćŁłŃńŚśŹźŻżĄąĘęŐőŰűŘřĚěŮůĞğŞşİıŒœÆæß';
export const FOLD_TO = 'AAAAAAaaaaaaCcEEEEeeeeIIIIiiiiNnOOOOOOooooooUUUUuuuuYyySsZzCcCcLlNnSsZzZzAaEeOoUuRrEeUuGgSsIiOoAas';

/** How many leading key characters the candidate search compares. */
export const TITLE_PREFIX_LENGTH = 8;

/** A title's search prefix: the first TITLE_PREFIX_LENGTH of its folded a-z0-9 letters, "&" read as "and" (PostgreSQL computes the same from the stored title). */
export function titlePrefix(title: string): string {
  let folded = '';
  for (const char of title.normalize('NFC').replace(/&/g, 'and')) {
    const at = FOLD_FROM.indexOf(char);
    folded += at >= 0 ? FOLD_TO[at] : char;
  }
  return folded.toLowerCase().replace(/[^a-z0-9]+/g, '').slice(0, TITLE_PREFIX_LENGTH);
}
