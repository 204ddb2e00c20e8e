/**
 * Thresholds that maximise F1 on scored (query, paper, relevant) pairs, pooled over every query
 * and, by default, per query language with the pooled threshold as the fallback for a language
 * with too few relevant labels; and score distributions to show why. Pure. The score is whatever the caller measured: conceptSearch
 * calibrates margins (background.ts), and reports raw cosines beside them.
 *
 * The threshold: a pair is predicted relevant when its score is ≥ the threshold. Sorting the
 * distinct scores s₁ > s₂ > … > sₘ, cut k accepts the scores ≥ sₖ; its threshold is halfway
 * to the next score, (sₖ + sₖ₊₁) / 2 (the widest margin on both sides), or sₘ for the last cut.
 * F1 = 2·TP / (2·TP + FP + FN). The best F1 wins; on a tie, the higher threshold (fewer
 * papers shown for the same F1).
 */
export interface ScoredLabel {
  score: number;
  relevant: boolean;
}

export interface ThresholdFit {
  threshold: number;
  f1: number;
  precision: number;
  recall: number;
}

/** The F1-optimal threshold; null without any relevant label (F1 is 0 whatever the threshold). */
export function bestF1Threshold(labels: readonly ScoredLabel[]): ThresholdFit | null {
  const positives = labels.filter((l) => l.relevant).length;
  if (positives === 0) return null;
  const sorted = [...labels].sort((a, b) => b.score - a.score);
  let best: ThresholdFit | null = null;
  let truePositives = 0;
  let falsePositives = 0;
  for (let i = 0; i < sorted.length; i++) {
    const label = sorted[i]!;
    if (label.relevant) truePositives += 1;
    else falsePositives += 1;
    const next = sorted[i + 1];
    if (next !== undefined && next.score === label.score) continue; // a cut falls between distinct scores only
    const f1 = (2 * truePositives) / (2 * truePositives + falsePositives + (positives - truePositives));
    if (best === null || f1 > best.f1) {
      best = {
        threshold: next === undefined ? label.score : (label.score + next.score) / 2,
        f1,
        precision: truePositives / (truePositives + falsePositives),
        recall: truePositives / positives,
      };
    }
  }
  return best;
}

export interface Distribution {
  count: number;
  min: number;
  q1: number;
  median: number;
  q3: number;
  max: number;
}

/** Quartiles by linear interpolation between order statistics (R's type 7, numpy's default); null when empty. */
export function distribution(values: readonly number[]): Distribution | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const quantile = (q: number) => {
    const position = (sorted.length - 1) * q;
    const below = Math.floor(position);
    const above = Math.min(below + 1, sorted.length - 1);
    return sorted[below]! + (position - below) * (sorted[above]! - sorted[below]!);
  };
  return { count: sorted.length, min: sorted[0]!, q1: quantile(0.25), median: quantile(0.5), q3: quantile(0.75), max: sorted[sorted.length - 1]! };
}

export interface LanguageLabel extends ScoredLabel {
  /** The document's language; null when unknown (reported, not fitted on). */
  language: string | null;
  /** The query's language: thresholds are fitted per query language. */
  queryLanguage: string;
}

export interface GroupCalibration {
  /** The query language; null for the pooled group (every query). */
  language: string | null;
  labels: number;
  relevant: number;
  relevantScores: Distribution | null;
  nonRelevantScores: Distribution | null;
  /** Its own fit; null when it falls back to the pooled threshold (see fallback). */
  fit: ThresholdFit | null;
  /** Why it has no fit of its own. */
  fallback: string | null;
}

export interface Calibration {
  modelWide: GroupCalibration & { fit: ThresholdFit };
  languages: GroupCalibration[];
  /** The relevance floor (relevanceFloor), never above a fitted threshold. */
  floor: number;
}

/** The share of the relevant labelled pairs the relevance floor keeps. */
export const FLOOR_RECALL = 0.95;

/**
 * The relevance floor: the highest score that keeps FLOOR_RECALL of the relevant pairs (the
 * score of the ⌈0.95·n⌉-th best relevant pair). DENSE and HYBRID concept search count the hits at
 * or above it as the query's matches: a nearest-neighbour search has no notion of a match, and
 * the threshold (F1-optimal) is for showing, not for counting. Null without a relevant pair.
 */
export function relevanceFloor(labels: readonly ScoredLabel[], recall = FLOOR_RECALL): number | null {
  const relevant = labels.filter((l) => l.relevant).map((l) => l.score).sort((a, b) => b - a);
  if (relevant.length === 0) return null;
  return relevant[Math.max(0, Math.ceil(recall * relevant.length) - 1)]!;
}

export interface CalibrateOptions {
  /**
   * One threshold per query language (the default): e5-small scores short Catalan queries lower
   * margins than English ones across the board, so one pooled threshold passed few Catalan hits
   * (docs/concept-search.md). False: one pooled threshold for every query.
   */
  perQueryLanguage: boolean;
  /** A query language needs this many relevant labelled pairs for a threshold of its own; with fewer it uses the pooled one. */
  minRelevant: number;
}

/**
 * Fits the pooled threshold on every label and, with perQueryLanguage, one per query language
 * that has at least `minRelevant` relevant labels and a non-relevant one; the others fall back to
 * the pooled threshold. Null when no label is relevant.
 */
export function calibrate(labels: readonly LanguageLabel[], { perQueryLanguage, minRelevant }: CalibrateOptions): Calibration | null {
  const modelWideFit = bestF1Threshold(labels);
  if (modelWideFit === null) return null;
  const groups = new Map<string, LanguageLabel[]>();
  for (const label of labels) {
    const group = groups.get(label.queryLanguage);
    if (group) group.push(label);
    else groups.set(label.queryLanguage, [label]);
  }
  const languages = [...groups.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([language, group]) => {
      const relevant = group.filter((l) => l.relevant).length;
      const fallback = !perQueryLanguage
        ? 'one threshold for all languages'
        : relevant < minRelevant
          ? `${relevant} relevant pairs, fewer than ${minRelevant}`
          : relevant === group.length
            ? 'no non-relevant label'
            : null;
      return { ...summary(language, group), fit: fallback === null ? bestF1Threshold(group) : null, fallback };
    });
  const thresholds = [modelWideFit.threshold, ...languages.flatMap((g) => (g.fit ? [g.fit.threshold] : []))];
  const floor = Math.min(relevanceFloor(labels)!, ...thresholds);
  return { modelWide: { ...summary(null, labels), fit: modelWideFit, fallback: null }, languages, floor };
}

function summary(language: string | null, labels: readonly LanguageLabel[]) {
  return {
    language,
    labels: labels.length,
    relevant: labels.filter((l) => l.relevant).length,
    relevantScores: distribution(labels.filter((l) => l.relevant).map((l) => l.score)),
    nonRelevantScores: distribution(labels.filter((l) => !l.relevant).map((l) => l.score)),
  };
}

