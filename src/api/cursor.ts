/** Opaque Relay cursors: paper ids, and evaluation run ids. Pure. */
import { invalidArgument } from '../errors/refgraph-error';

const PAPER = 'paper:';
const EVALUATION_RUN = 'evaluationRun:';

function encode(prefix: string, id: string): string {
  return Buffer.from(prefix + id, 'utf8').toString('base64url');
}

function decode(prefix: string, cursor: string): string {
  const decoded = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!decoded.startsWith(prefix) || decoded.length === prefix.length) {
    throw invalidArgument('after', 'not a cursor returned by this API');
  }
  return decoded.slice(prefix.length);
}

export function encodeCursor(paperId: string): string {
  return encode(PAPER, paperId);
}

export function decodeCursor(cursor: string): string {
  return decode(PAPER, cursor);
}

export function encodeRunCursor(runId: number): string {
  return encode(EVALUATION_RUN, String(runId));
}

export function decodeRunCursor(cursor: string): number {
  const id = decode(EVALUATION_RUN, cursor);
  if (!/^\d+$/.test(id)) throw invalidArgument('after', 'not a cursor returned by this API');
  return Number(id);
}
