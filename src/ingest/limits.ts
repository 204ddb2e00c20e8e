/**
 * What an ingested record may hold: the id rule and the text and list limits. Pure: the
 * configured limits arrive as an IngestLimits (src/config reads them from the environment).
 *
 * The id rule is fixed, not configurable, because the engines fix it: Elasticsearch refuses an
 * `_id` over 512 bytes, and Neo4j's range index (the uniqueness constraint on `id`) refuses keys of a
 * few kilobytes. 1–200 printable ASCII characters without whitespace accepts every id of the seed,
 * the test fixtures, AAN (`P02-1040`), ACM-CR (`10.1145/...`, with `:`, `(`, `)`, `=`, up to 164
 * characters in its citations) and OpenAlex (`W2741809807`), and stays far inside both engines'
 * limits whatever the bytes.
 */

import { unsafeText } from './record-shape';

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
  /** Entries of one paper's `authors`: each becomes an author row, a Neo4j node and an edge. */
  maxAuthors: number;
  maxFieldsOfStudy: number;
  /** Entries of one paper's or talk's `references`. */
  maxReferences: number;
}

/**
 * Defaults: well above the longest text of the development sets (ACM-CR: title 358, abstract
 * 22,793 characters; the seed's longest transcript 9,449; longest venue 176) and small enough
 * that one record costs seconds, not minutes (a 300 KB transcript took 71 s to encode).
 *
 * List lengths (counted 2026-12-01): authors at most 70 in ACM-CR (108,857 papers), 24 in AAN
 * (16,999), 31 in the seed; fields of study at most 3 (seed; OpenAlex has 19 top-level concepts,
 * the only ones mapped); references at most 71 per citing paper in ACM-CR, 59 in AAN, 20 in the
 * seed. Real papers go far beyond the development sets: collider-physics papers carry 3,000+
 * authors (ATLAS and CMS's 2015 Higgs-mass paper 5,154) and some review articles 1,000+
 * references, so authors ≤ 10,000 and references ≤ 10,000 accept them; the 20,000-author
 * record, whose write outlived the request, is refused.
 */
export const DEFAULT_INGEST_LIMITS: IngestLimits = {
  maxTitleChars: 2_000,
  maxAbstractChars: 50_000,
  maxTranscriptChars: 100_000,
  maxNameChars: 1_000,
  maxAuthors: 10_000,
  maxFieldsOfStudy: 100,
  maxReferences: 10_000,
};

/**
 * How a record's id is quoted in a report: whole when it keeps the id rule; otherwise its first
 * 40 characters (it may be 10 KB of anything), or nothing when it holds a NUL or a lone surrogate.
 */
export function reportedId(id: unknown): string | null {
  if (typeof id !== 'string' || unsafeText(id)) return null;
  return idProblem(id) === null ? id : `${Array.from(id).slice(0, 40).join('')}…`;
}
