import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { once } from 'node:events';

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
