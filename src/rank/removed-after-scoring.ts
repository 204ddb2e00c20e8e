/**
 * Papers a request removes from its answer (its `excludeIds`, the papers its query paper already
 * cites) are taken out after fusion, not before retrieval. Removed before, they were missing from
 * the min-max ranges every feature is scaled by and from the head that graph expansion grows
 * from, so the other results' scores and order changed (issue #51: for BERT the first result
 * flipped from GPT to McCann once the Transformer was excluded). Removed after, the remaining
 * results are exactly those of the same request without the removal, minus the removed papers.
 * The query's own exclusions (the query paper, a talk's write-up, the seeds) are not removals:
 * they never enter the candidates. Pure.
 */

/** The first `k` of `ranked` (best first) that are not removed; ranks are the caller's to renumber. */
export function withoutRemoved<T extends { paperId: string }>(ranked: readonly T[], removed: ReadonlySet<string>, k: number): T[] {
  const kept: T[] = [];
  for (const result of ranked) {
    if (kept.length === k) break;
    if (!removed.has(result.paperId)) kept.push(result);
  }
  return kept;
}

/** How many of the candidates are removed: a ranking must reach `k` plus that many to keep `k` after removal. */
export function removedAmong(paperIds: Iterable<string>, removed: ReadonlySet<string>): number {
  let count = 0;
  for (const paperId of paperIds) if (removed.has(paperId)) count += 1;
  return count;
}
