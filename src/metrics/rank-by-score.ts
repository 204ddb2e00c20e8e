/**
 * Turns scores into a ranking with ties broken deterministically: score descending, then doc id
 * ascending (by UTF-16 code units, not locale, so the order is the same on every machine).
 * Metrics take rankings, not scores, so whoever ranks decides ties, and this is the rule.
 */
import { invalidArgument } from '../errors/refgraph-error';

export function rankByScore(scores: ReadonlyMap<string, number>): string[] {
  for (const [docId, score] of scores) {
    if (Number.isNaN(score)) throw invalidArgument('scores', `the score of '${docId}' is NaN`);
  }
  return [...scores]
    .sort(([idA, a], [idB, b]) => (a !== b ? (a > b ? -1 : 1) : compareIds(idA, idB)))
    .map(([docId]) => docId);
}

export function compareIds(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
