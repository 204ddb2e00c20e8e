/** Order statistics shared by evaluation summaries and benchmarks. Pure. */
import { invalidArgument } from '../errors/refgraph-error';

/** Nearest-rank percentile of sorted values (p in [0, 1]): an observed value, never interpolated. */
export function quantile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) throw invalidArgument('values', 'no values to take a percentile of');
  const rank = Math.max(1, Math.ceil(p * sorted.length));
  return sorted[Math.min(rank, sorted.length) - 1]!;
}
