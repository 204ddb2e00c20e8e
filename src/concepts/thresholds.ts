/** Which cosine threshold a hit is held to, and whether it passes. Pure. */
import type { ThresholdChoice } from './concept-query';

/** The language key of a model's threshold over all languages (also used for papers of unknown language). */
export const ALL_LANGUAGES = '*';

/** The thresholds `refgraph calibrate` fitted for one model. */
export interface CalibratedThresholds {
  model: string;
  /** Fitted on every label of the model; the fallback for languages without their own. */
  modelWide: number;
  /** Document language → threshold, for languages with enough labels. */
  byLanguage: ReadonlyMap<string, number>;
}

export function thresholdFor(choice: ThresholdChoice, language: string | null, calibrated: CalibratedThresholds | null): number | null {
  switch (choice.kind) {
    case 'none':
      return null;
    case 'fixed':
      return choice.cosine;
    case 'calibrated':
      if (calibrated === null) throw new Error('calibrated thresholds were not loaded');
      return (language === null ? undefined : calibrated.byLanguage.get(language)) ?? calibrated.modelWide;
  }
}

/** A hit passes when its cosine reaches the threshold; null when there is no threshold (or no cosine). */
export function passes(cosine: number | null, threshold: number | null): boolean | null {
  return threshold === null || cosine === null ? null : cosine >= threshold;
}
