/**
 * One system's rankings → what a run record keeps: per-query values, means with bootstrap
 * intervals, the recall curve and timings. Pure.
 */
import type { JudgedQuery, QueryKind } from '../gold/gold-query';
import { evaluate, Measure, measure, Qrels, Ranking } from '../../metrics';
import { quantile } from '../../common/stats';
import { bootstrapInterval } from './resampling';

export interface QueryResult {
  queryId: string;
  kind: QueryKind;
  year: number;
  field: string;
  /** Relevant papers in the pool. */
  relevant: number;
  milliseconds: number;
  /** Canonical measure name → value. */
  measures: Record<string, number | null>;
}

export interface MeasureSummary {
  /** Canonical name (src/metrics). */
  measure: string;
  mean: number | null;
  /** Bootstrap 95% interval of the mean; null with fewer than two queries. */
  low: number | null;
  high: number | null;
}

export interface RecallPoint {
  k: number;
  recall: number | null;
}

export interface Timings {
  totalMs: number;
  p50Ms: number | null;
  p95Ms: number | null;
}

export interface EvaluationSummary {
  queries: number;
  measures: MeasureSummary[];
  recallCurve: RecallPoint[];
  perQuery: QueryResult[];
  timings: Timings;
}

export interface RankingOutput {
  rankings: ReadonlyMap<string, Ranking>;
  milliseconds: ReadonlyMap<string, number>;
  totalMilliseconds: number;
}

/** Depths of the recall curve (about three per decade, for a log axis), up to the run's k. */
const CURVE_DEPTHS = [1, 2, 3, 5, 10, 20, 30, 50, 100, 200, 300, 500, 1000, 2000, 3000, 5000, 10000];

export function curveDepths(k: number): number[] {
  const depths = CURVE_DEPTHS.filter((d) => d < k);
  return [...depths, k];
}

export function summarise(queries: readonly JudgedQuery[], output: RankingOutput, measures: readonly Measure[], k: number, seed: number): EvaluationSummary {
  const qrels = new Map<string, Qrels>(queries.map((q) => [q.id, q.qrels]));
  const evaluation = evaluate(measures, output.rankings, qrels);
  const curve = evaluate(
    curveDepths(k).map((depth) => measure('R', depth)),
    output.rankings,
    qrels,
  );
  const ordered = [...evaluation.perQuery.keys()];
  const summaries = measures.map((m) => {
    const values = ordered.map((id) => evaluation.perQuery.get(id)!.get(m.name)).filter((v): v is number => v !== null && v !== undefined);
    const interval = bootstrapInterval(values, seed);
    return { measure: m.name, mean: evaluation.means.get(m.name) ?? null, low: interval?.low ?? null, high: interval?.high ?? null };
  });
  const byId = new Map(queries.map((q) => [q.id, q]));
  const perQuery = ordered.map((id) => {
    const query = byId.get(id)!;
    return {
      queryId: id,
      kind: query.source.kind,
      year: query.year,
      field: query.field,
      relevant: [...query.qrels.values()].filter((g) => g > 0).length,
      milliseconds: output.milliseconds.get(id) ?? 0,
      measures: Object.fromEntries(evaluation.perQuery.get(id)!),
    };
  });
  const times = [...output.milliseconds.values()].sort((a, b) => a - b);
  return {
    queries: evaluation.queriesInMeans,
    measures: summaries,
    recallCurve: curve.measures.map((m) => ({ k: m.cutoff!, recall: curve.means.get(m.name) ?? null })),
    perQuery,
    timings: {
      totalMs: output.totalMilliseconds,
      p50Ms: times.length === 0 ? null : quantile(times, 0.5),
      p95Ms: times.length === 0 ? null : quantile(times, 0.95),
    },
  };
}
