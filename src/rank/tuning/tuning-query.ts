/** One training query of the weight fitters: its candidates' normalised features and its relevant papers. */
import type { Feature } from '../features';

export interface TuningQuery {
  id: string;
  candidates: { paperId: string; features: Record<Feature, number> }[];
  relevant: ReadonlySet<string>;
  /** Times the query counts in the mean objective (a bootstrap resample draws some queries more than once); 1 when absent. */
  count?: number;
}
