/** The tuning objective: AP@100 of one ranking (MAP@100 over queries), by the metric code of src/eval. Pure. */
import { averagePrecision } from '../../metrics';

export const AP_AT = 100;

export function averagePrecisionAt(ranking: readonly string[], relevant: ReadonlySet<string>, k: number): number {
  const qrels = new Map([...relevant].map((id) => [id, 1]));
  return averagePrecision(ranking, qrels, k) ?? 0;
}
