/** Opaque Relay cursors over paper ids. Pure. */
import { invalidArgument } from '../errors/refgraph-error';

const PREFIX = 'paper:';

export function encodeCursor(paperId: string): string {
  return Buffer.from(PREFIX + paperId, 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string): string {
  const decoded = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!decoded.startsWith(PREFIX) || decoded.length === PREFIX.length) {
    throw invalidArgument('after', 'not a cursor returned by this API');
  }
  return decoded.slice(PREFIX.length);
}
