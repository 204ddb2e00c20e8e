/**
 * How well a threshold separates, measured on the pairs calibration scored (calibration-run.ts):
 * F1 per query language → document language, leave-one-query-out F1 (each query's pairs
 * judged by the threshold fitted on the other queries), and what the off-topic queries let
 * through. Pure.
 */
import { bestF1Threshold, ScoredLabel } from './calibration';

/** One hit of a calibration search, or one labelled pair the search did not return. */
export interface CalibrationPair {
  /** `language:query`. */
  queryId: string;
  queryLanguage: string;
  /** The off-topic query's kind (nonsense, off-topic…); null for a labelled query. */
  offTopic: string | null;
  paperId: string;
  /** The document's language; null when unknown. */
  language: string | null;
  /** Labelled relevant; unlabelled hits and every hit of an off-topic query are not. */
  relevant: boolean;
  cosine: number;
  margin: number;
}

export type CalibrationScore = 'cosine' | 'margin';

export const scored = (pairs: readonly CalibrationPair[], score: CalibrationScore) =>
  pairs.map((p) => ({ ...p, score: p[score] }));

export interface Quality {
  relevant: number;
  truePositives: number;
  falsePositives: number;
  f1: number;
  precision: number;
  recall: number;
}

/** F1 of predicting `score ≥ threshold`; precision is 0 when nothing passes, as F1 is. */
export function qualityAt(labels: readonly ScoredLabel[], threshold: number): Quality {
  let truePositives = 0;
  let falsePositives = 0;
  let relevant = 0;
  for (const label of labels) {
    if (label.relevant) relevant += 1;
    if (label.score >= threshold) {
      if (label.relevant) truePositives += 1;
      else falsePositives += 1;
    }
  }
  const passed = truePositives + falsePositives;
  const denominator = 2 * truePositives + falsePositives + (relevant - truePositives);
  return {
    relevant,
    truePositives,
    falsePositives,
    f1: denominator === 0 ? 0 : (2 * truePositives) / denominator,
    precision: passed === 0 ? 0 : truePositives / passed,
    recall: relevant === 0 ? 0 : truePositives / relevant,
  };
}

/** Each pair's threshold: its query language's when fitted per query language, else the pooled one. */
export type ThresholdOf = (pair: CalibrationPair) => number;

/** Quality of the labelled queries' pairs, each judged by its own threshold. */
export function qualityOf(pairs: readonly (CalibrationPair & ScoredLabel)[], thresholdOf: ThresholdOf): Quality {
  return qualityAt(
    pairs.filter((p) => p.offTopic === null).map((p) => ({ score: p.score - thresholdOf(p), relevant: p.relevant })),
    0,
  );
}

/** Quality per `query language → document language` of the labelled queries, in code order. */
export function qualityByLanguagePair(pairs: readonly (CalibrationPair & ScoredLabel)[], thresholdOf: ThresholdOf): { pair: string; quality: Quality }[] {
  const groups = new Map<string, (CalibrationPair & ScoredLabel)[]>();
  for (const p of pairs) {
    if (p.offTopic !== null) continue;
    const key = `${p.queryLanguage} → ${p.language ?? '(unknown)'}`;
    groups.set(key, [...(groups.get(key) ?? []), p]);
  }
  return [...groups.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([pair, group]) => ({ pair, quality: qualityOf(group, thresholdOf) }));
}

/**
 * The threshold a query is held to when fitted on other queries' pairs: the pooled best-F1
 * threshold by default; calibration-summary.ts passes the per-query-language fit. Null when the
 * pairs have nothing relevant to fit on.
 */
export type ThresholdFitter = (pairs: readonly (CalibrationPair & ScoredLabel)[], queryLanguage: string) => number | null;

const pooledFit: ThresholdFitter = (pairs) => bestF1Threshold(pairs)?.threshold ?? null;

/**
 * Each query's pairs judged by the threshold fitted (as `fit` fits it) on every other query's
 * pairs, off-topic queries included: an estimate of F1 on queries the threshold was not fitted on.
 */
export function leaveOneQueryOut(pairs: readonly (CalibrationPair & ScoredLabel)[], fit: ThresholdFitter = pooledFit): Quality & { offTopicQueriesPassing: number } {
  const queries = new Map(pairs.map((p) => [p.queryId, p.queryLanguage]));
  const judged: ScoredLabel[] = [];
  let offTopicQueriesPassing = 0;
  for (const [query, queryLanguage] of queries) {
    const threshold = fit(pairs.filter((p) => p.queryId !== query), queryLanguage) ?? Number.POSITIVE_INFINITY;
    const own = pairs.filter((p) => p.queryId === query);
    // Re-scored so that qualityAt's cut at 0 is this query's own threshold.
    judged.push(...own.filter((p) => p.offTopic === null).map((p) => ({ score: p.score - threshold, relevant: p.relevant })));
    if (own.some((p) => p.offTopic !== null && p.score >= threshold)) offTopicQueriesPassing += 1;
  }
  return { ...qualityAt(judged, 0), offTopicQueriesPassing };
}

/** Quality per query language of the labelled queries, each pair at its own threshold, in code order. */
export function qualityByQueryLanguage(pairs: readonly (CalibrationPair & ScoredLabel)[], thresholdOf: ThresholdOf): { language: string; quality: Quality }[] {
  const languages = [...new Set(pairs.filter((p) => p.offTopic === null).map((p) => p.queryLanguage))].sort();
  return languages.map((language) => ({ language, quality: qualityOf(pairs.filter((p) => p.queryLanguage === language), thresholdOf) }));
}

export interface OffTopicQuality {
  kind: string;
  queries: number;
  /** Queries with at least one hit passing: each is a false alarm. */
  queriesPassing: number;
  hitsPassing: number;
  /** The passing hits, best first: `query → paper (score)`. */
  examples: { queryId: string; paperId: string; score: number }[];
}

export function offTopicQuality(pairs: readonly (CalibrationPair & ScoredLabel)[], thresholdOf: ThresholdOf): OffTopicQuality[] {
  const kinds = new Map<string, (CalibrationPair & ScoredLabel)[]>();
  for (const p of pairs) if (p.offTopic !== null) kinds.set(p.offTopic, [...(kinds.get(p.offTopic) ?? []), p]);
  return [...kinds.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([kind, group]) => {
      const passing = group.filter((p) => p.score >= thresholdOf(p)).sort((a, b) => b.score - a.score);
      return {
        kind,
        queries: new Set(group.map((p) => p.queryId)).size,
        queriesPassing: new Set(passing.map((p) => p.queryId)).size,
        hitsPassing: passing.length,
        examples: passing.map((p) => ({ queryId: p.queryId, paperId: p.paperId, score: p.score })),
      };
    });
}
