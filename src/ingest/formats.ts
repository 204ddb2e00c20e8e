/**
 * The formats `refgraph ingest --format` reads, each mapped into Refgraph records before
 * validation (docs/ingest-format.md): Refgraph's JSONL, OpenAlex works, plain paper and citation
 * lines, and a user's library: Crossref works, CSL-JSON items, BibTeX entries, RIS records
 * (files/: read by citation-js and @retorquere/bibtex-parser). Pure.
 */
import { paperFromOpenAlexWork } from './openalex';
import { citationFromPlainLine, paperFromPlainLine } from './plain-formats';
import { IngestLimits, reportedId } from './limits';
import { validateRecord, Validation } from './validate';
import type { VectorExpectation } from './vectors';

export const INGEST_FORMATS = ['jsonl', 'openalex', 'papers', 'citations', 'crossref', 'csl-json', 'bibtex', 'ris'] as const;
export type IngestFormat = (typeof INGEST_FORMATS)[number];

import type { Mapped } from './mapped';
import { isJsonObject } from '../common/json-object';
import type { Entry } from '@retorquere/bibtex-parser';
import { paperFromBibtexEntry } from './files/bibtex-entries';
import { paperFromCslItem } from './files/csl-items';
import { paperFromCrossrefWork } from './files/crossref';

/** An item that must be a JSON object: mapped, or refused naming the format. */
function objectItem(format: string, map: (item: Record<string, unknown>) => unknown): (value: unknown) => Mapped {
  return (value) => (isJsonObject(value) ? { ok: true, value: map(value) } : { ok: false, field: '(record)', message: `a ${format} item must be a JSON object` });
}

const MAPPERS: Record<IngestFormat, (value: unknown) => Mapped> = {
  jsonl: (value) => ({ ok: true, value }),
  openalex: (value) => ({ ok: true, value: paperFromOpenAlexWork(value) }),
  papers: paperFromPlainLine,
  citations: citationFromPlainLine,
  crossref: objectItem('Crossref', paperFromCrossrefWork),
  'csl-json': objectItem('CSL-JSON', (item) => paperFromCslItem(item)),
  ris: objectItem('RIS', (item) => paperFromCslItem(item)),
  bibtex: objectItem('BibTeX', (entry) => paperFromBibtexEntry(entry as unknown as Entry)),
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
