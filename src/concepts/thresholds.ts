/** Which threshold a hit is held to, on which score, and whether it passes. Pure. */
import { ALL_PAPERS, Backgrounds } from './background';
import type { ThresholdChoice } from './concept-query';

/** The language key of a model's threshold over all languages (also used for papers of unknown language). */
export const ALL_LANGUAGES = ALL_PAPERS;

/** The thresholds `refgraph calibrate` fitted for one model: margins (cosine minus background cosine). */
export interface CalibratedThresholds {
  /** Fitted on every label of the model; the fallback for languages without their own. */
  modelWide: number;
  /** Document language → threshold, for languages fitted on their own (`refgraph calibrate --per-language`). */
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

export function thresholdFor(choice: ThresholdChoice, language: string | null, calibration: ModelCalibration | null): AppliedThreshold | null {
  switch (choice.kind) {
    case 'none':
      return null;
    case 'fixed':
      return { score: 'COSINE', value: choice.cosine };
    case 'calibrated': {
      const thresholds = calibration?.thresholds;
      if (!thresholds) throw new Error('calibrated thresholds were not loaded');
      return { score: 'MARGIN', value: (language === null ? undefined : thresholds.byLanguage.get(language)) ?? thresholds.modelWide };
    }
  }
}

/** A hit passes when its score reaches the threshold; null when there is no threshold (or no score to compare). */
export function passes(scores: { cosine: number | null; margin: number | null }, threshold: AppliedThreshold | null): boolean | null {
  if (threshold === null) return null;
  const score = threshold.score === 'COSINE' ? scores.cosine : scores.margin;
  return score === null ? null : score >= threshold.value;
}
