/**
 * The items of an ingestion source, by format: JSON lines for Refgraph's own and the plain
 * formats and OpenAlex; whole files for a user's library (BibTeX, RIS, CSL-JSON: a JSON list, as
 * Zotero exports it; Crossref: an API response or a list of works; either also as JSON lines).
 * readSourceText is the same for a text given whole (the GraphQL ingest mutation's text formats).
 */
import { readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';
import { RefgraphError } from '../../errors/refgraph-error';
import { readJsonLines } from '../../common/json-lines';
import { bibtexItems } from './bibtex-entries';
import { crossrefWorks } from './crossref';
import { risItems } from './ris-records';
import type { SourceItem } from './source-items';
import type { IngestFormat } from '../formats';

/** Formats whose file is one document, not JSON lines (unless its name ends in .jsonl). */
export const WHOLE_FILE_FORMATS: readonly IngestFormat[] = ['bibtex', 'ris', 'csl-json', 'crossref'];

/** The items of a text in a whole-file format; items are numbered by line (BibTeX, RIS) or by position in the list (JSON). */
export function readSourceText(format: IngestFormat, text: string): SourceItem[] {
  if (format === 'bibtex') return bibtexItems(text);
  if (format === 'ris') return risItems(text);
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    const line = jsonErrorLine(text, (error as Error).message);
    return [{ line, error: { line, recordId: null, field: '(json)', code: 'INVALID_JSON', message: `not JSON at line ${line}: ${(error as Error).message}; no item of the file is read` } }];
  }
  const items = format === 'crossref' ? crossrefWorks(document) : Array.isArray(document) ? document : [document];
  return items.map((value, i) => ({ line: i + 1, value }));
}

/** The line of the text where JSON.parse stopped (its message gives the position), else 1. */
function jsonErrorLine(text: string, message: string): number {
  const position = /at position (\d+)/.exec(message);
  return position === null ? 1 : text.slice(0, Number(position[1])).split('\n').length;
}

/** A file's text: gunzipped when its name ends in .gz, without a byte-order mark; FILE_UNREADABLE when it cannot be read. */
export async function fileText(file: string): Promise<string> {
  try {
    const bytes = await readFile(file);
    return (file.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8').replace(/^\uFEFF/, '');
  } catch {
    throw new RefgraphError('FILE_UNREADABLE', `cannot read ${file}`, { file });
  }
}

function isJsonLinesFile(file: string): boolean {
  return /\.(jsonl|ndjson)(\.gz)?$/i.test(file);
}

export async function* readSource(file: string, format: IngestFormat): AsyncGenerator<SourceItem> {
  if (!WHOLE_FILE_FORMATS.includes(format) || ((format === 'crossref' || format === 'csl-json') && isJsonLinesFile(file))) {
    yield* readJsonLines(file);
    return;
  }
  yield* readSourceText(format, await fileText(file));
}

/** Items of a source, for the progress bar's total: lines of JSON lines, items of a whole file. */
export async function countSourceItems(file: string, format: IngestFormat, countLines: (file: string) => Promise<number>): Promise<number> {
  if (!WHOLE_FILE_FORMATS.includes(format) || ((format === 'crossref' || format === 'csl-json') && isJsonLinesFile(file))) return countLines(file);
  return readSourceText(format, await fileText(file)).length;
}
