/**
 * What ingestion reads: items of a source, each with its line (a JSON line, a BibTeX entry's or
 * RIS record's first line, a CSL-JSON or Crossref item's position), or a record-level error found
 * while reading it (a line that is not JSON, an entry the parser cannot read).
 */
import type { RecordError } from '../records';

export type SourceItem = { line: number; value: unknown } | { line: number; error: RecordError };
