/** Means per field of study (the field each query is reported under), per system. Pure. */
import type { EvaluationRecord } from '../run/run-record';

export interface FieldRow {
  field: string;
  queries: number;
  /** One mean per run, in the runs' order; null when the measure is missing. */
  means: (number | null)[];
}

/** Fields with the most queries first, then by name. Every run evaluated the same queries. */
export function fieldBreakdown(runs: readonly EvaluationRecord[], measure: string): FieldRow[] {
  const fields = new Map<string, number>();
  for (const query of runs[0]?.perQuery ?? []) fields.set(query.field, (fields.get(query.field) ?? 0) + 1);
  return [...fields]
    .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0))
    .map(([field, queries]) => ({
      field,
      queries,
      means: runs.map((run) => {
        const values = run.perQuery.filter((q) => q.field === field).map((q) => q.measures[measure]);
        if (values.some((v) => v === null || v === undefined)) return null;
        return (values as number[]).reduce((sum, v) => sum + v, 0) / values.length;
      }),
    }));
}
