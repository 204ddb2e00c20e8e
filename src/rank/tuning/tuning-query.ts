/** One training query of the weight fitters: its candidates' normalised features and its relevant papers. */
import type { PoolFeatures } from '../features';

export interface TuningQuery {
  id: string;
  /** Normalised features; pools stored before the ranker-only features existed lack them. */
  candidates: { paperId: string; features: PoolFeatures }[];
  relevant: ReadonlySet<string>;
  /** Times the query counts in the mean objective (a bootstrap resample draws some queries more than once); 1 when absent. */
  count?: number;
}
