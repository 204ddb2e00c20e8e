/**
 * Opaque Relay cursors: paper, talk and author ids, evaluation run ids, ranks of a concept search,
 * of a paper search, of a sorted paper list and of other ranked lists (recommendations,
 * citations, an author's papers), and positions in the venue and field-of-study lists. Pure.
 */
import { createHash } from 'node:crypto';
import { invalidArgument } from '../errors/refgraph-error';
import { MAX_STORED_ID } from './arguments';

const PAPER = 'paper:';
const TALK = 'talk:';
const AUTHOR = 'author:';
const EVALUATION_RUN = 'evaluationRun:';
const AUDIT_EVENT = 'auditEvent:';
const CONCEPT_HIT = 'conceptHit:';
const SEARCH_HIT = 'searchHit:';
const SORTED_PAPER = 'sortedPaper:';
const RANKED = 'ranked:';
const VENUE = 'venue:';
const FIELD_OF_STUDY = 'fieldOfStudy:';

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
  return storedIdOf(EVALUATION_RUN, cursor);
}

/** The stored row id a cursor of PREFIX holds: PostgreSQL's int4, so past 2^31 - 1 it is no cursor of ours. */
function storedIdOf(prefix: string, cursor: string): number {
  const id = decode(prefix, cursor);
  if (!/^\d+$/.test(id) || Number(id) > MAX_STORED_ID) throw invalidArgument('after', 'not a cursor returned by this API');
  return Number(id);
}

export function encodeAuditCursor(eventId: number): string {
  return encode(AUDIT_EVENT, String(eventId));
}

export function decodeAuditCursor(cursor: string): number {
  return storedIdOf(AUDIT_EVENT, cursor);
}

/** A short digest of a search's key (see concepts/concept-query.ts conceptSearchKey). */
function searchDigest(searchKey: string): string {
  return createHash('sha256').update(searchKey).digest('base64url').slice(0, 16);
}

function encodeRank(prefix: string, searchKey: string, rank: number): string {
  return encode(prefix, `${searchDigest(searchKey)}:${rank}`);
}

function decodeRank(prefix: string, cursor: string, searchKey: string, differs: string): number {
  const match = /^([A-Za-z0-9_-]{16}):(\d{1,9})$/.exec(decode(prefix, cursor));
  if (!match) throw invalidArgument('after', 'not a cursor returned by this API');
  if (match[1] !== searchDigest(searchKey)) throw invalidArgument('after', `this cursor belongs to another ${differs}`);
  return Number(match[2]);
}

/** The cursor of the hit at `rank` (1-based) of the search identified by `searchKey`. */
export function encodeConceptCursor(searchKey: string, rank: number): string {
  return encodeRank(CONCEPT_HIT, searchKey, rank);
}

/** The rank a cursor points at; refuses a cursor of another search. */
export function decodeConceptCursor(cursor: string, searchKey: string): number {
  return decodeRank(CONCEPT_HIT, cursor, searchKey, 'search (query, languages, mode, crossLingual or threshold differ)');
}

/** The cursor of the result at `rank` (1-based) of the paper search identified by `searchKey`. */
export function encodeSearchCursor(searchKey: string, rank: number): string {
  return encodeRank(SEARCH_HIT, searchKey, rank);
}

export function decodeSearchCursor(cursor: string, searchKey: string): number {
  return decodeRank(SEARCH_HIT, cursor, searchKey, 'search (query, filter, sort or languages differ)');
}

/** The cursor of the paper at `rank` (1-based) of a paper list in a sort order other than by id. */
export function encodeSortedPaperCursor(listKey: string, rank: number): string {
  return encodeRank(SORTED_PAPER, listKey, rank);
}

export function decodeSortedPaperCursor(cursor: string, listKey: string): number {
  return decodeRank(SORTED_PAPER, cursor, listKey, 'list (filter or sort differ)');
}

/**
 * The cursor of the item at `rank` (1-based) of a ranked list read from its start (a
 * recommendation ranking, a paper's references or citations, an author's papers), identified by
 * `listKey`: the kind of list and everything that decides its order.
 */
export function encodeRankedCursor(listKey: string, rank: number): string {
  return encodeRank(RANKED, listKey, rank);
}

export function decodeRankedCursor(cursor: string, listKey: string): number {
  return decodeRank(RANKED, cursor, listKey, 'list (the request that made it differs)');
}

/** A place in a list ordered by paper count, then id (venues, fields of study). */
export interface CountCursor {
  papers: number;
  id: string;
}

function encodeCount(prefix: string, position: CountCursor): string {
  return encode(prefix, `${position.papers}:${position.id}`);
}

function decodeCount(prefix: string, cursor: string): CountCursor {
  const match = /^(\d{1,10}):(.+)$/s.exec(decode(prefix, cursor));
  if (!match) throw invalidArgument('after', 'not a cursor returned by this API');
  return { papers: Number(match[1]), id: match[2]! };
}

export function encodeVenueCursor(position: CountCursor): string {
  return encodeCount(VENUE, position);
}

export function decodeVenueCursor(cursor: string): CountCursor {
  return decodeCount(VENUE, cursor);
}

export function encodeFieldOfStudyCursor(position: CountCursor): string {
  return encodeCount(FIELD_OF_STUDY, position);
}

export function decodeFieldOfStudyCursor(cursor: string): CountCursor {
  return decodeCount(FIELD_OF_STUDY, cursor);
}
