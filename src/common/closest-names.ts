/**
 * Names users type for things the library names (fields of study, venues), matched to the names
 * it stores: case, accents and punctuation do not matter ("machine learning", "Machine-Learning"
 * and "MACHINE LEARNING" all mean the stored "Machine Learning"), and a name that matches nothing
 * is an INVALID_ARGUMENT naming the closest stored names (by edit distance), never an empty
 * result. Pure.
 */
import { RefgraphError } from '../errors/refgraph-error';
import { nameKey } from './name-key';

/** How many close names an error suggests. */
export const SUGGESTIONS = 3;
/** Names are compared on their first characters only: a 1,000-character typo must not cost seconds. */
const COMPARED_CHARACTERS = 64;

/** Levenshtein distance (insertions, deletions, substitutions), by UTF-16 code unit. */
export function editDistance(a: string, b: string): number {
  if (a === b) return 0;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/**
 * The `count` stored names closest to `value` (by edit distance of their keys), closest first,
 * ties by name: those within a typo's reach (a third of the longer key, at least 2 edits) when
 * there are any, else simply the closest.
 */
export function closestNames(value: string, known: readonly string[], count = SUGGESTIONS): string[] {
  const key = nameKey(value).slice(0, COMPARED_CHARACTERS);
  const ranked = [...new Set(known)]
    .map((name) => {
      const other = nameKey(name).slice(0, COMPARED_CHARACTERS);
      return { name, distance: editDistance(key, other), reach: Math.max(2, Math.ceil(Math.max(key.length, other.length) / 3)) };
    })
    .sort((a, b) => a.distance - b.distance || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const near = ranked.filter((entry) => entry.distance <= entry.reach);
  return (near.length > 0 ? near : ranked).slice(0, count).map((entry) => entry.name);
}

/** Unknown values an error names, each with its closest stored names; the rest are only counted (a list may hold 1,000). */
const NAMED_UNKNOWN = 5;
/** Longest stretch of a value an error repeats. */
const SHOWN_CHARACTERS = 80;

/**
 * The stored names the values mean (every stored spelling of each: a library may hold "Machine
 * learning" and "Machine Learning"), each once, in the order of the values; and the values
 * nothing stored matches.
 */
export function matchNames(values: readonly string[], known: readonly string[]): { names: string[]; unknown: string[] } {
  const byKey = new Map<string, string[]>();
  for (const name of new Set(known)) byKey.set(nameKey(name), [...(byKey.get(nameKey(name)) ?? []), name]);
  const names = new Set<string>();
  const unknown: string[] = [];
  for (const value of values) {
    const matches = byKey.get(nameKey(value));
    if (matches) matches.forEach((name) => names.add(name));
    else unknown.push(value);
  }
  return { names: [...names], unknown };
}

function shown(value: string): string {
  return value.length > SHOWN_CHARACTERS ? `${value.slice(0, SHOWN_CHARACTERS)}…` : value;
}

/**
 * INVALID_ARGUMENT for values nothing stored matches, `kind` naming what they should be ("field
 * of study"): the message and `extensions.unknown` give the first few, each with its closest
 * stored names.
 */
export function unknownNames(argument: string, kind: string, unknown: readonly string[], known: readonly string[]): RefgraphError {
  const distinct = [...new Set(unknown)];
  const named = distinct.slice(0, NAMED_UNKNOWN).map((value) => ({ value: shown(value), closest: closestNames(value, known) }));
  const each = named.map(({ value, closest }) => `'${value}'${closest.length > 0 ? ` (closest: ${closest.map((name) => `'${name}'`).join(', ')})` : ''}`);
  const more = distinct.length > named.length ? ` and ${distinct.length - named.length} more` : '';
  return new RefgraphError('INVALID_ARGUMENT', `${argument}: unknown ${kind} ${each.join('; ')}${more}`, { argument, unknown: named });
}
