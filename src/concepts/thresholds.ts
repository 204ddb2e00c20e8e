/** Which threshold a hit is held to, on which score, and whether it passes. Pure. */
import { ALL_PAPERS, Backgrounds } from './background';
import type { ThresholdChoice } from './concept-query';

/** The language key of a model's pooled threshold (every query language). */
export const ALL_LANGUAGES = ALL_PAPERS;

/** The thresholds `refgraph calibrate` fitted for one model: margins (cosine minus background cosine). */
export interface CalibratedThresholds {
  /** Fitted on every label of the model (pooled); the fallback for query languages without their own. */
  modelWide: number;
  /** Query language → threshold, for query languages with enough labels to be fitted on their own (`refgraph calibrate` by default). */
  byLanguage: ReadonlyMap<string, number>;
  /** The relevance floor (a margin, calibration.ts relevanceFloor) DENSE and HYBRID count matches above; null when calibrated before it existed. */
  floor: number | null;
}

/** What `refgraph calibrate` stored for a model: the backgrounds of margins, and the thresholds on them. */
export interface ModelCalibration {
  model: string;
  backgrounds: Backgrounds;
  /** Null only while calibrating (the backgrounds are measured before the thresholds are fitted). */
  thresholds: CalibratedThresholds | null;
}

/** The score a threshold is compared with: the raw cosine (a number given by the caller) or the margin (CALIBRATED). */
export type ThresholdScore = 'COSINE' | 'MARGIN';

export interface AppliedThreshold {
  score: ThresholdScore;
  value: number;
}

/**
 * The threshold of a search written in `queryLanguages`: CALIBRATED holds every hit to the
 * query language's own threshold when the query names one language that has one, else to the
 * pooled threshold (a query said to be in several languages could be any of them).
 */
export function thresholdFor(choice: ThresholdChoice, queryLanguages: readonly string[], calibration: ModelCalibration | null): AppliedThreshold | null {
  switch (choice.kind) {
    case 'none':
      return null;
    case 'fixed':
      return { score: 'COSINE', value: choice.cosine };
    case 'calibrated': {
      const thresholds = calibration?.thresholds;
      if (!thresholds) throw new Error('calibrated thresholds were not loaded');
      const own = queryLanguages.length === 1 ? thresholds.byLanguage.get(queryLanguages[0]!) : undefined;
      return { score: 'MARGIN', value: own ?? thresholds.modelWide };
    }
  }
}

/** A hit passes when its score reaches the threshold; null when there is no threshold (or no score to compare). */
export function passes(scores: { cosine: number | null; margin: number | null }, threshold: AppliedThreshold | null): boolean | null {
  if (threshold === null) return null;
  const score = threshold.score === 'COSINE' ? scores.cosine : scores.margin;
  return score === null ? null : score >= threshold.value;
}
