/** A JSON file a command was given (a regression, a calibration): unreadable and malformed files as typed errors. */
import { readFile } from 'node:fs/promises';
import { RefgraphError } from '../errors/refgraph-error';

export async function readJson(file: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    throw new RefgraphError('FILE_UNREADABLE', `cannot read ${file}`, { file });
  }
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new RefgraphError('RECORD_INVALID', `${file}: not JSON (${(error as Error).message})`, { file });
  }
}
