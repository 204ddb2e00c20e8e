/**
 * A reader's collection: the papers they accepted, in the order they keep them (the order the
 * exports write), and the papers they rejected (the negatives of recommendations from it). A
 * paper is in at most one of the two lists. Pure: every change returns a new collection.
 */

export interface Collection {
  /** Accepted paper ids, in the reader's order. */
  readonly accepted: readonly string[];
  /** Rejected paper ids, oldest first. */
  readonly rejected: readonly string[];
}

export type Verdict = 'accepted' | 'rejected';

export const EMPTY_COLLECTION: Collection = { accepted: [], rejected: [] };

/** The API's paper id rule (1–200 printable ASCII characters without whitespace): what a link or storage may hold. */
const PAPER_ID = /^[\x21-\x7e]{1,200}$/;

export function isPaperId(value: unknown): value is string {
  return typeof value === 'string' && PAPER_ID.test(value);
}

export function verdictOf(collection: Collection, paperId: string): Verdict | null {
  if (collection.accepted.includes(paperId)) return 'accepted';
  if (collection.rejected.includes(paperId)) return 'rejected';
  return null;
}

/** Without the paper in either list. */
export function forget(collection: Collection, paperId: string): Collection {
  return { accepted: collection.accepted.filter((id) => id !== paperId), rejected: collection.rejected.filter((id) => id !== paperId) };
}

/** Accepted at the end of the list (a paper accepted already keeps its place). */
export function accept(collection: Collection, paperId: string): Collection {
  if (collection.accepted.includes(paperId)) return collection;
  const without = forget(collection, paperId);
  return { accepted: [...without.accepted, paperId], rejected: without.rejected };
}

export function reject(collection: Collection, paperId: string): Collection {
  if (collection.rejected.includes(paperId)) return collection;
  const without = forget(collection, paperId);
  return { accepted: without.accepted, rejected: [...without.rejected, paperId] };
}

/** What a pressed toggle does: the verdict given, or none when the paper already had it. */
export function toggled(collection: Collection, paperId: string, verdict: Verdict): Collection {
  if (verdictOf(collection, paperId) === verdict) return forget(collection, paperId);
  return verdict === 'accepted' ? accept(collection, paperId) : reject(collection, paperId);
}

/** The accepted paper moved by `offset` places (−1 up, +1 down), kept inside the list. */
export function moved(collection: Collection, paperId: string, offset: number): Collection {
  const from = collection.accepted.indexOf(paperId);
  if (from < 0) return collection;
  const to = Math.min(collection.accepted.length - 1, Math.max(0, from + offset));
  if (to === from) return collection;
  const accepted = [...collection.accepted];
  accepted.splice(from, 1);
  accepted.splice(to, 0, paperId);
  return { accepted, rejected: collection.rejected };
}

/**
 * A collection read from outside (a link, storage): valid ids only, each once, accepted before
 * rejected when a paper is in both.
 */
export function normalised(accepted: readonly unknown[], rejected: readonly unknown[]): Collection {
  const keep = [...new Set(accepted.filter(isPaperId))];
  const kept = new Set(keep);
  return { accepted: keep, rejected: [...new Set(rejected.filter(isPaperId))].filter((id) => !kept.has(id)) };
}

export function isEmpty(collection: Collection): boolean {
  return collection.accepted.length === 0 && collection.rejected.length === 0;
}

export function sameCollection(a: Collection, b: Collection): boolean {
  return a.accepted.join(' ') === b.accepted.join(' ') && a.rejected.join(' ') === b.rejected.join(' ');
}
