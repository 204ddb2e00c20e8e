/**
 * What an ingested record may hold: the id rule, the year range and the text limits. Pure: the
 * configured limits arrive as an IngestLimits (src/config reads them from the environment).
 *
 * The id rule is fixed, not configurable, because the engines fix it: Elasticsearch refuses an
 * `_id` over 512 bytes, and Neo4j's range index (the uniqueness constraint on `id`) refuses keys of a
 * few kilobytes. 1–200 printable ASCII characters without whitespace accepts every id of the seed,
 * the test fixtures, AAN (`P02-1040`), ACM-CR (`10.1145/...`, with `:`, `(`, `)`, `=`, up to 164
 * characters in its citations) and OpenAlex (`W2741809807`), and stays far inside both engines'
 * limits whatever the bytes.
 */

export const ID_MAX_CHARS = 200;
/** Printable ASCII from '!' to '~': no spaces, no control characters, no non-ASCII. */
const ID_PATTERN = /^[\x21-\x7e]+$/;

export const ID_RULE = `1–${ID_MAX_CHARS} printable ASCII characters without whitespace`;

/** Why `id` breaks the id rule, or null when it keeps it. */
export function idProblem(id: string): string | null {
  if (id.length === 0 || id.length > ID_MAX_CHARS) return `must be ${ID_RULE} (got ${id.length} characters)`;
  if (!ID_PATTERN.test(id)) return `must be ${ID_RULE}`;
  return null;
}

/** Largest texts a record may carry, in UTF-16 code units (JavaScript string length). */
export interface IngestLimits {
  /** Paper and talk titles. */
  maxTitleChars: number;
  maxAbstractChars: number;
  /** Talk transcripts: encoded in 512-token windows, so their length is encoding time. */
  maxTranscriptChars: number;
  /** Every other string: author, speaker and venue names, fields of study, DOIs, URLs, external ids. */
  maxNameChars: number;
}

/**
 * Defaults: well above the longest text of the development sets (ACM-CR: title 358, abstract
 * 22,793 characters; the seed's longest transcript 9,449; longest venue 176) and small enough
 * that one record costs seconds, not minutes (a 300 KB transcript took 71 s to encode).
 */
export const DEFAULT_INGEST_LIMITS: IngestLimits = {
  maxTitleChars: 2_000,
  maxAbstractChars: 50_000,
  maxTranscriptChars: 100_000,
  maxNameChars: 1_000,
};

/**
 * The path of the first string (value or object key) in `value` holding a NUL character or a
 * lone UTF-16 surrogate, or null. PostgreSQL refuses NUL in text (failing the whole transaction,
 * hence the whole batch), and a lone surrogate is not Unicode: no engine stores it faithfully.
 */
export function unsafeTextPath(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return unsafeText(value) ? path || '(record)' : null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = unsafeTextPath(item, `${path}[${i}]`);
      if (found !== null) return found;
    }
    return null;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const field = path === '' ? key : `${path}.${key}`;
      if (unsafeText(key)) return field;
      const found = unsafeTextPath(item, field);
      if (found !== null) return found;
    }
  }
  return null;
}

/** A high surrogate not followed by a low one, or a low one not preceded by a high one (no `u` flag: code units). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function unsafeText(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}
