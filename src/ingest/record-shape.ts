/**
 * Checks over a whole user record before any field is read: no NUL character or lone UTF-16
 * surrogate in any string (values and object keys), and no deeper nesting than MAX_RECORD_DEPTH.
 * Pure. The walk is iterative (an explicit stack): a recursive one overflowed the call stack on a
 * record of 50,000 nested arrays, and the RangeError sank the whole batch as an engine failure.
 */

/**
 * Lists and objects a record may nest. The deepest valid record is 3 levels (a paper, its
 * `authors` list, an `{name, orcid}` object); OpenAlex works are mapped to that shape before this
 * check. 32 leaves room for formats to come and keeps every reported path short.
 */
export const MAX_RECORD_DEPTH = 32;

/** A record-level problem: the field's path (printable) and a message naming it. */
export interface ShapeProblem {
  field: string;
  message: string;
}

/** A high surrogate not followed by a low one, or a low one not preceded by a high one (no `u` flag: code units). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');

/**
 * True when `text` holds a NUL character or a lone surrogate. PostgreSQL refuses NUL in text and
 * a lone surrogate in jsonb (failing the whole transaction, hence the whole batch), and a lone
 * surrogate is not Unicode: no engine stores it faithfully.
 */
export function unsafeText(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

/**
 * `text` with each NUL and lone surrogate written as a `\uXXXX` escape, so a report may quote
 * it: an error naming a key that holds one must not itself be refused when the run is recorded.
 */
export function printable(text: string): string {
  return text.replaceAll('\u0000', '\\u0000').replace(LONE_SURROGATES, (c) => `\\u${c.charCodeAt(0).toString(16)}`);
}

interface Pending {
  value: unknown;
  path: string;
  /** Lists and objects around `value`. */
  depth: number;
  /** `value` is the key at `path`, not its value. */
  key: boolean;
}

/** The first problem in `record` in document order, or null. Paths are printable. */
export function recordShapeProblem(record: unknown, maxDepth = MAX_RECORD_DEPTH): ShapeProblem | null {
  const stack: Pending[] = [{ value: record, path: '', depth: 0, key: false }];
  for (let next = stack.pop(); next !== undefined; next = stack.pop()) {
    const { value, path, depth, key } = next;
    const field = path === '' ? '(record)' : path;
    if (typeof value === 'string') {
      if (unsafeText(value)) return { field, message: `${key ? `the key of ${field}` : field} holds a NUL character or a lone UTF-16 surrogate` };
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    if (depth >= maxDepth) return { field, message: `${field} nests lists and objects deeper than ${maxDepth} levels` };
    const children: Pending[] = [];
    if (Array.isArray(value)) {
      value.forEach((item, i) => children.push({ value: item, path: `${path}[${i}]`, depth: depth + 1, key: false }));
    } else {
      for (const [name, item] of Object.entries(value)) {
        const at = path === '' ? printable(name) : `${path}.${printable(name)}`;
        children.push({ value: name, path: at, depth: depth + 1, key: true }, { value: item, path: at, depth: depth + 1, key: false });
      }
    }
    // Reversed, so the first child is popped first: the report names the first problem in the
    // record. One push each: spreading a list of a few hundred thousand entries into push() overflows the stack.
    for (const child of children.reverse()) stack.push(child);
  }
  return null;
}
