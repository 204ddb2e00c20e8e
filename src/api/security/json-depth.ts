/**
 * How deep a JSON text nests, found without parsing it. Pure.
 *
 * Why a scan of our own: JSON.parse has no depth limit, and V8's is iterative, so it happily
 * builds a 2 MB body of nested arrays (1.1 s, issue #47) that later recursive walks (GraphQL's
 * variable coercion, our argument guards) choke on. The maintained parsers we looked at on npm
 * (@hapi/bourne, secure-json-parse) guard prototype keys after a full parse, not depth before
 * it. One linear, iterative pass over the bytes counting `[` and `{` outside strings is enough:
 * in UTF-8 every byte of a multi-byte character is >= 0x80, so no structural character is ever
 * mistaken inside one. Malformed JSON is left to JSON.parse, which refuses it.
 */

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const CLOSE_ARRAY = 0x5d;
const OPEN_OBJECT = 0x7b;
const CLOSE_OBJECT = 0x7d;

/** True when some array or object in the UTF-8 JSON `bytes` lies more than `max` levels deep (stops there). */
export function nestsDeeperThan(bytes: Uint8Array, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i += 1) {
    const byte = bytes[i];
    if (inString) {
      if (byte === BACKSLASH) i += 1;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (byte === OPEN_ARRAY || byte === OPEN_OBJECT) {
      depth += 1;
      if (depth > max) return true;
    } else if (byte === CLOSE_ARRAY || byte === CLOSE_OBJECT) {
      depth -= 1;
    }
  }
  return false;
}
