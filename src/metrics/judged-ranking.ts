/**
 * What every metric reads from one query: the ranking a system returned and the qrels.
 *
 * - A ranking is an ordered list of doc ids, best first. Ties must already be broken by the
 *   system, deterministically (rankByScore breaks them by doc id), or the numbers change
 *   from run to run.
 * - Qrels map doc id → grade; a grade > 0 is relevant, 0 or below is judged non-relevant,
 *   and an unjudged doc counts as non-relevant.
 * - A doc id that appears more than once counts only at its first occurrence: the repeats
 *   keep their ranks (a slot wasted on a repeat is a slot the user saw) but earn nothing.
 */
import { invalidArgument } from '../errors/refgraph-error';

export type Ranking = readonly string[];
export type Qrels = ReadonlyMap<string, number>;

/** The grade earned at each of the top `cutoff` ranks (all ranks when null); repeats earn 0. */
export function gradesByRank(ranking: Ranking, qrels: Qrels, cutoff: number | null): number[] {
  const depth = cutoff === null ? ranking.length : Math.min(cutoff, ranking.length);
  const seen = new Set<string>();
  const grades: number[] = [];
  for (const docId of ranking.slice(0, depth)) {
    grades.push(seen.has(docId) ? 0 : (qrels.get(docId) ?? 0));
    seen.add(docId);
  }
  return grades;
}

/** Number of relevant docs (grade > 0) in the qrels; also rejects grades that are not finite numbers. */
export function relevantCount(qrels: Qrels): number {
  let count = 0;
  for (const [docId, grade] of qrels) {
    if (!Number.isFinite(grade)) throw invalidArgument('qrels', `the grade of '${docId}' is ${grade}, not a finite number`);
    if (grade > 0) count += 1;
  }
  return count;
}

export function checkCutoff(cutoff: number | null): void {
  if (cutoff !== null && !(Number.isSafeInteger(cutoff) && cutoff >= 1)) {
    throw invalidArgument('k', `the cutoff must be a positive integer, not ${cutoff}`);
  }
}
