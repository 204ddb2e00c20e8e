/**
 * Pages of a ranked list that is computed from its start each time (a recommendation ranking, a
 * paper's references or citations, an author's papers): the cursor is the rank of the last item
 * shown, tied to the request that made the list, so the next page is the same ranking read
 * further. Pure.
 */
import { invalidArgument } from '../errors/refgraph-error';
import { checkedPageSize } from './arguments';
import { connectionPage } from './connection-page';
import { decodeRankedCursor, encodeRankedCursor } from './cursor';

/** How deep the pages of a list of papers reach (a paper's citations, an author's papers). */
export const MAX_LIST_DEPTH = 10_000;

export interface RankedPageRequest {
  /** Identifies the list: its kind and everything that decides its order. */
  key: string;
  /** Items before the page. */
  offset: number;
  size: number;
  /** Items to compute: the page, what precedes it, and one more to tell whether another page follows. */
  depth: number;
}

/** `size` is checked against `maxSize` under the name of the argument that gave it; pages reach `maxDepth` items at most. */
export function rankedPageRequest(key: string, size: { argument: string; value: number; max: number }, after: string | null | undefined, maxDepth: number): RankedPageRequest {
  const checked = checkedPageSize(size.argument, size.value, size.max);
  const offset = after ? decodeRankedCursor(after, key) : 0;
  if (offset >= maxDepth) throw invalidArgument('after', `pages reach the first ${maxDepth} results only`);
  const shown = Math.min(checked, maxDepth - offset);
  return { key, offset, size: shown, depth: offset + shown + (offset + shown < maxDepth ? 1 : 0) };
}

/** The page of `ranked` (the list from its first item, at least `depth` long when it has that many). */
export function rankedPage<Item, Node>(ranked: readonly Item[], request: RankedPageRequest, nodeOf: (item: Item, rank: number) => Node) {
  const rows = ranked.slice(request.offset, request.depth).map((item, i) => ({ item, rank: request.offset + i + 1 }));
  return connectionPage(rows, request.size, request.offset > 0, (row) => encodeRankedCursor(request.key, row.rank), (row) => nodeOf(row.item, row.rank));
}

/** A ranking's page request: `first` results after `after`; pages reach `maxDepth` results deep. */
export function rankingPageRequest(key: string, args: { first: number; after?: string | null }, maxDepth: number): RankedPageRequest {
  return rankedPageRequest(key, { argument: 'first', value: args.first, max: maxDepth }, args.after, maxDepth);
}
