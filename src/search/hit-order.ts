/**
 * The order of search hits: best score first, equal scores in paper-id order. Without the id,
 * ties fall in Lucene's document order, which follows the order concurrent bulk requests happened
 * to land in: the same corpus ingested twice ranked ties differently and moved evaluation numbers
 * between runs. Pure.
 */
import type { SortCombinations } from '@elastic/elasticsearch/lib/api/types';

export interface SearchHit {
  paperId: string;
  score: number;
}

/** The same order as Elasticsearch's sort, for a sort the engine must do itself (pages, ties at a cut). */
export const SCORE_THEN_ID: SortCombinations[] = [{ _score: { order: 'desc' } }, { id: { order: 'asc' } }];

export function byScoreThenId(a: SearchHit, b: SearchHit): number {
  return b.score - a.score || (a.paperId < b.paperId ? -1 : a.paperId > b.paperId ? 1 : 0);
}

/**
 * The first `size` of the best `size + 1` hits by score alone (in any order among equal scores),
 * in score-then-id order; null when the hit after the cut scores as the last one kept: papers the
 * engine left out may then tie with it, and only a sort by id inside the engine says which come
 * first. Otherwise every paper scoring at least the last one kept is among the hits, so the
 * result is what the engine's score-then-id sort would return.
 */
export function topHitsByScore(hits: readonly SearchHit[], size: number): SearchHit[] | null {
  const ordered = [...hits].sort(byScoreThenId);
  if (ordered.length <= size) return ordered;
  if (size > 0 && ordered[size]!.score === ordered[size - 1]!.score) return null;
  return ordered.slice(0, size);
}
