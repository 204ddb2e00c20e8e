/**
 * Matching a value a user typed against the values a field knows: case- and accent-insensitive
 * equality, and, for a value that matches none, the closest known ones to suggest. Pure.
 */

/** Case, accents and surrounding space do not distinguish values a user types. */
export function valueKey(value: string): string {
  return value.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').trim().toLowerCase();
}

/** The known value a typed one names (ignoring case and accents), or null. */
export function knownValue(value: string, known: readonly string[]): string | null {
  const key = valueKey(value);
  return known.find((k) => valueKey(k) === key) ?? null;
}

/** Longer typed values get no suggestion: no known name is that long, and distances cost length². */
const MAX_SUGGESTED_LENGTH = 100;

/**
 * Up to `count` known values closest to `value`: known values containing it (or contained in
 * it) first, then by Levenshtein distance between the keys, ties in the order given. Values
 * further than half the longer key's length are not suggested (no match is better than noise).
 */
export function closestKnownValues(value: string, known: readonly string[], count = 3): string[] {
  const key = valueKey(value);
  if (key === '' || key.length > MAX_SUGGESTED_LENGTH) return [];
  const scored = known.map((k, order) => {
    const candidate = valueKey(k);
    const contains = candidate.includes(key) || key.includes(candidate);
    const length = Math.max(key.length, candidate.length);
    // The distance is at least the difference in length: past half the length, a value that does not contain the other is out anyway.
    const distance = !contains && Math.abs(key.length - candidate.length) > length / 2 ? Number.POSITIVE_INFINITY : levenshtein(key, candidate);
    return { k, order, contains, distance, length };
  });
  return scored
    .filter((s) => s.contains || s.distance <= s.length / 2)
    .sort((a, b) => Number(b.contains) - Number(a.contains) || a.distance - b.distance || a.order - b.order)
    .slice(0, count)
    .map((s) => s.k);
}

/** Edits (insert, delete, substitute one character) turning a into b. */
export function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
}

/** "'x' is not a known NAME; closest: 'a', 'b'" (or the first known ones when none is close). */
export function unknownValueMessage(name: string, value: string, known: readonly string[]): string {
  const closest = closestKnownValues(value, known);
  if (known.length === 0) return `'${value}' is not a known ${name}: there are none`;
  const shown = closest.length > 0 ? `closest: ${closest.map((k) => `'${k}'`).join(', ')}` : `known: ${known.slice(0, 5).map((k) => `'${k}'`).join(', ')}${known.length > 5 ? `, … (${known.length})` : ''}`;
  return `'${value}' is not a known ${name}; ${shown}`;
}
