/**
 * The fit and its quality, for both scores: the margin calibration stores, and the raw cosine
 * (what conceptSearch compared before margins) fitted the same way on the same pairs, so every
 * report shows what the margin buys. Flattened into named numbers for regressions. Pure.
 */
import { calibrate, Calibration, CalibrateOptions, ScoredLabel } from './calibration';
import {
  CalibrationPair,
  CalibrationScore,
  leaveOneQueryOut,
  offTopicQuality,
  OffTopicQuality,
  Quality,
  qualityByLanguagePair,
  qualityByQueryLanguage,
  qualityOf,
  scored,
} from './calibration-quality';

export interface ScoreSummary {
  score: CalibrationScore;
  calibration: Calibration;
  /** At the fitted thresholds (each pair at its query language's when fitted per query language). */
  quality: Quality;
  leaveOneOut: Quality & { offTopicQueriesPassing: number };
  /** Per query language, at the fitted thresholds: what a portal sees for queries in each language. */
  queryLanguages: { language: string; quality: Quality }[];
  languagePairs: { pair: string; quality: Quality }[];
  offTopic: OffTopicQuality[];
}

/** Null when no pair is relevant (nothing to fit). */
export function summariseScore(pairs: readonly CalibrationPair[], score: CalibrationScore, options: CalibrateOptions): ScoreSummary | null {
  const labels = scored(pairs, score);
  const calibration = calibrate(labels, options);
  if (calibration === null) return null;
  const thresholdOf = (p: CalibrationPair) => thresholdForQueryLanguage(calibration, p.queryLanguage);
  // Left out, a query is judged by its language's threshold fitted on the other queries, as it would be stored.
  const refit = (others: readonly (CalibrationPair & ScoredLabel)[], queryLanguage: string) => {
    const fitted = calibrate(others, options);
    return fitted === null ? null : thresholdForQueryLanguage(fitted, queryLanguage);
  };
  return {
    score,
    calibration,
    quality: qualityOf(labels, thresholdOf),
    leaveOneOut: leaveOneQueryOut(labels, refit),
    queryLanguages: qualityByQueryLanguage(labels, thresholdOf),
    languagePairs: qualityByLanguagePair(labels, thresholdOf),
    offTopic: offTopicQuality(labels, thresholdOf),
  };
}

/** The query language's own threshold when it has one, else the pooled threshold. */
export function thresholdForQueryLanguage(calibration: Calibration, queryLanguage: string): number {
  return calibration.languages.find((g) => g.language === queryLanguage)?.fit?.threshold ?? calibration.modelWide.fit.threshold;
}

/** Named numbers of a summary: `margin F1`, `margin ca → en F1`, `margin off-topic queries passing`… */
export function summaryMeasures(summary: ScoreSummary): Map<string, number> {
  const name = (what: string) => `${summary.score} ${what}`;
  const measures = new Map<string, number>();
  const quality = (prefix: string, q: Quality) => {
    measures.set(name(`${prefix}F1`), round(q.f1));
    measures.set(name(`${prefix}P`), round(q.precision));
    measures.set(name(`${prefix}R`), round(q.recall));
  };
  measures.set(name('threshold'), round(summary.calibration.modelWide.fit.threshold));
  for (const group of summary.calibration.languages) if (group.fit && group.language !== null) measures.set(name(`${group.language} threshold`), round(group.fit.threshold));
  quality('', summary.quality);
  for (const { language, quality: q } of summary.queryLanguages) quality(`${language} queries `, q);
  measures.set(name('leave-one-query-out F1'), round(summary.leaveOneOut.f1));
  measures.set(name('leave-one-query-out off-topic queries passing'), summary.leaveOneOut.offTopicQueriesPassing);
  // A pair with nothing relevant and nothing passing has no F1 to keep.
  for (const { pair, quality: q } of summary.languagePairs) if (q.relevant + q.falsePositives > 0) measures.set(name(`${pair} F1`), round(q.f1));
  for (const o of summary.offTopic) {
    measures.set(name(`${o.kind} queries passing`), o.queriesPassing);
    measures.set(name(`${o.kind} hits passing`), o.hitsPassing);
  }
  return measures;
}

/** Four decimals, as printed: a regression compares what a reader sees. */
function round(x: number): number {
  return Math.round(x * 10_000) / 10_000;
}

export type { ScoredLabel };
