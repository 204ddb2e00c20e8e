/** Latency figures of a benchmark: nearest-rank percentiles over measured runs. Pure. */
import { quantile } from '../common/stats';
import type { Figure } from '../results';

export interface Outcomes {
  /** Milliseconds of each answered request. */
  answered: number[];
  /** Requests refused before running (QUERY_TOO_LARGE). */
  refused: number;
  /** Requests stopped by the transaction timeout (QUERY_TIMEOUT). */
  timedOut: number;
}

/** The smallest value with at least p% of the values at or below it (p in (0, 100]). */
export function percentile(values: readonly number[], p: number): number {
  // A bench that answered nothing prints '-' rather than stopping.
  if (values.length === 0) return NaN;
  return quantile([...values].sort((a, b) => a - b), p / 100);
}

export function latencyRow(name: string, outcomes: Outcomes): string {
  const { answered, refused, timedOut } = outcomes;
  const ms = (v: number) => (Number.isNaN(v) ? '-' : v.toFixed(1)).padStart(8);
  return `${name.padEnd(34)} ${String(answered.length).padStart(4)} ${ms(percentile(answered, 50))} ${ms(percentile(answered, 95))} ${String(refused).padStart(8)} ${String(timedOut).padStart(9)}`;
}

export const LATENCY_HEADER = `${'query'.padEnd(34)} ${'n'.padStart(4)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'refused'.padStart(8)} ${'timed out'.padStart(9)}`;

/** A time as a result file keeps it (whole ms); a bench that answered nothing keeps that, not NaN. */
export function msFigure(milliseconds: number): Figure {
  return Number.isNaN(milliseconds) ? { value: 'none answered' } : { value: Math.round(milliseconds), unit: 'ms' };
}

/** A ratio of two times (e.g. attacked / alone p95), rounded as the bench prints it. */
export function ratioFigure(ratio: number, digits: number, note?: string): Figure {
  const value: Figure = Number.isFinite(ratio) ? { value: Number(ratio.toFixed(digits)), unit: '×' } : { value: 'none answered' };
  return note === undefined ? value : { ...value, note };
}
