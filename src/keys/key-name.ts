/**
 * What an API key's name may hold: printable text only. Names are printed by `refgraph keys list`
 * and in logs; a control character (an ESC starting a terminal escape sequence, a carriage
 * return, a bidirectional override) in one could rewrite what an operator sees there. Pure.
 */
import { invalidArgument } from '../errors/refgraph-error';

/** Long enough for a purpose and an owner; a name is a label, not a document. */
export const MAX_KEY_NAME_CHARACTERS = 200;

/** Controls, format characters (bidi overrides, zero-width), unassigned, private use, surrogates; line and paragraph separators. */
const UNPRINTABLE = /[\p{C}\p{Zl}\p{Zp}]/u;

export function checkedKeyName(name: string, argument = 'name'): string {
  const trimmed = name.trim();
  if (trimmed === '') throw invalidArgument(argument, 'must not be empty');
  if ([...trimmed].length > MAX_KEY_NAME_CHARACTERS) throw invalidArgument(argument, `at most ${MAX_KEY_NAME_CHARACTERS} characters`);
  const bad = UNPRINTABLE.exec(trimmed);
  if (bad) {
    const code = `U+${bad[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
    throw invalidArgument(argument, `printable characters only; found ${code} at position ${bad.index + 1}`);
  }
  return trimmed;
}

/** A stored name as safe to print: names stored before the check show their unprintables as \u{…}. */
export function printableKeyName(name: string): string {
  return name.replace(new RegExp(UNPRINTABLE.source, 'gu'), (c) => `\\u{${c.codePointAt(0)!.toString(16)}}`);
}
