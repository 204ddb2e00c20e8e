/** Opaque Relay cursors: paper, talk and author ids, evaluation run ids, and ranks of a concept search. Pure. */
import { createHash } from 'node:crypto';
import { invalidArgument } from '../errors/refgraph-error';

const PAPER = 'paper:';
const TALK = 'talk:';
const AUTHOR = 'author:';
const EVALUATION_RUN = 'evaluationRun:';
const CONCEPT_HIT = 'conceptHit:';

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

export function encodeTalkCursor(talkId: string): string {
  return encode(TALK, talkId);
}

export function decodeTalkCursor(cursor: string): string {
  return decode(TALK, cursor);
}

export function encodeAuthorCursor(authorId: string): string {
  return encode(AUTHOR, authorId);
}

export function decodeAuthorCursor(cursor: string): string {
  return decode(AUTHOR, cursor);
}

export function encodeRunCursor(runId: number): string {
  return encode(EVALUATION_RUN, String(runId));
}

export function decodeRunCursor(cursor: string): number {
  const id = decode(EVALUATION_RUN, cursor);
  if (!/^\d+$/.test(id)) throw invalidArgument('after', 'not a cursor returned by this API');
  return Number(id);
}

/** A short digest of a search's key (see concepts/concept-query.ts conceptSearchKey). */
function searchDigest(searchKey: string): string {
  return createHash('sha256').update(searchKey).digest('base64url').slice(0, 16);
}

/** The cursor of the hit at `rank` (1-based) of the search identified by `searchKey`. */
export function encodeConceptCursor(searchKey: string, rank: number): string {
  return encode(CONCEPT_HIT, `${searchDigest(searchKey)}:${rank}`);
}

/** The rank a cursor points at; refuses a cursor of another search. */
export function decodeConceptCursor(cursor: string, searchKey: string): number {
  const match = /^([A-Za-z0-9_-]{16}):(\d{1,9})$/.exec(decode(CONCEPT_HIT, cursor));
  if (!match) throw invalidArgument('after', 'not a cursor returned by this API');
  if (match[1] !== searchDigest(searchKey)) throw invalidArgument('after', 'this cursor belongs to another search (query, languages, mode, crossLingual or threshold differ)');
  return Number(match[2]);
}
