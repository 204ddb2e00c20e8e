/**
 * JSON-lines files, read and written: streamed (plain or .gz) as (line number, parsed value |
 * parse error), and written whole through a temporary file.
 */
import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { access, rename, rm } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { RefgraphError } from '../errors/refgraph-error';

/** A line that is not JSON, shaped like ingestion's record errors so they can be listed together. */
export interface JsonLineError {
  line: number;
  recordId: null;
  field: '(json)';
  code: 'INVALID_JSON';
  message: string;
}

export type ParsedLine = { line: number; value: unknown } | { line: number; error: JsonLineError };

async function* nonEmptyLines(file: string): AsyncGenerator<{ line: number; text: string }> {
  try {
    await access(file);
  } catch {
    throw new RefgraphError('FILE_UNREADABLE', `cannot read ${file}`, { file });
  }
  const stream = createReadStream(file);
  const input = file.endsWith('.gz') ? stream.pipe(createGunzip()) : stream;
  let line = 0;
  for await (const text of createInterface({ input, crlfDelay: Infinity })) {
    line += 1;
    if (text.trim() !== '') yield { line, text };
  }
}

export async function* readJsonLines(file: string): AsyncGenerator<ParsedLine> {
  for await (const { line, text } of nonEmptyLines(file)) {
    try {
      yield { line, value: JSON.parse(text) as unknown };
    } catch (error) {
      yield { line, error: { line, recordId: null, field: '(json)', code: 'INVALID_JSON', message: (error as Error).message } };
    }
  }
}

/** Counts records without parsing them, for the progress bar's total. */
export async function countRecords(file: string): Promise<number> {
  let count = 0;
  for await (const _ of nonEmptyLines(file)) count += 1;
  return count;
}

/**
 * Writes records as JSON lines, through a temporary file renamed at the end, so a failed run
 * never leaves a partial file that looks complete. Returns the number of records.
 */
export async function writeJsonLinesFile<T>(file: string, records: AsyncIterable<T>, onRecord: (record: T) => void = () => {}): Promise<number> {
  const temporary = `${file}.partial`;
  const out = createWriteStream(temporary, { encoding: 'utf8' });
  let count = 0;
  try {
    for await (const record of records) {
      if (!out.write(`${JSON.stringify(record)}\n`)) await once(out, 'drain');
      onRecord(record);
      count += 1;
    }
    out.end();
    await once(out, 'finish');
    await rename(temporary, file);
    return count;
  } catch (error) {
    out.destroy();
    await rm(temporary, { force: true });
    throw error;
  }
}
