/**
 * The formats `refgraph ingest --format` reads, each mapped into Refgraph records before
 * validation (docs/ingest-format.md). Pure.
 */
import { paperFromOpenAlexWork } from './openalex';
import { citationFromPlainLine, paperFromPlainLine } from './plain-formats';
import { IngestLimits, reportedId } from './limits';
import { validateRecord, Validation } from './validate';
import type { VectorExpectation } from './vectors';

export const INGEST_FORMATS = ['jsonl', 'openalex', 'papers', 'citations'] as const;
export type IngestFormat = (typeof INGEST_FORMATS)[number];

import type { Mapped } from './mapped';

const MAPPERS: Record<IngestFormat, (value: unknown) => Mapped> = {
  jsonl: (value) => ({ ok: true, value }),
  openalex: (value) => ({ ok: true, value: paperFromOpenAlexWork(value) }),
  papers: paperFromPlainLine,
  citations: citationFromPlainLine,
};

/** One parsed line of a file in `format` → a validated record, or errors naming the line and field. */
export function readRecord(format: IngestFormat, value: unknown, line: number, limits?: IngestLimits, vectors?: VectorExpectation): Validation {
  const mapped = MAPPERS[format](value);
  if (!mapped.ok) {
    const recordId = reportedId((value as { id?: unknown } | null)?.id);
    return { ok: false, errors: [{ line, recordId, field: mapped.field, code: 'INVALID_VALUE', message: mapped.message }] };
  }
  return validateRecord(mapped.value, line, limits, vectors);
}
