/**
 * The features a candidate is scored on, and their per-query normalisation. Pure.
 *
 * - bm25: Elasticsearch BM25 score of the query text against title + abstract.
 * - dense: cosine between the query vector and the paper vector.
 * - citations: log(1 + citations the paper received from papers published before the query).
 * - recentCitations: the same, counting only citations from the `recentYears` before the query.
 * - author: share of the candidate's authors who are the query's authors or were cited by them
 *   in papers published before the query (0 when the query has no known authors).
 * - graph: share of the best text candidates that cite the candidate or are cited by it
 *   (citation-overlap with the text ranking's head).
 */
export const FEATURES = ['bm25', 'dense', 'citations', 'recentCitations', 'author', 'graph'] as const;
export type Feature = (typeof FEATURES)[number];

export type FeatureValues = Partial<Record<Feature, number>>;

/** Features that are unbounded raw scores and need min-max scaling within one query. */
const MIN_MAX_SCALED: ReadonlySet<Feature> = new Set(['bm25', 'dense', 'citations', 'recentCitations']);

/**
 * Scales each feature to [0, 1] over the query's candidates (min-max); a missing value counts
 * as the feature's minimum. When every candidate has the same value, all get 0: a feature that
 * does not distinguish candidates must not add to their scores.
 */
export function normaliseFeatures(raw: readonly FeatureValues[]): Record<Feature, number>[] {
  const ranges = new Map<Feature, { min: number; max: number }>();
  for (const feature of FEATURES) {
    const values = raw.map((r) => r[feature]).filter((v): v is number => v !== undefined);
    if (values.length > 0) ranges.set(feature, { min: Math.min(...values), max: Math.max(...values) });
  }
  return raw.map((values) => {
    const normalised = {} as Record<Feature, number>;
    for (const feature of FEATURES) {
      const value = values[feature];
      const range = ranges.get(feature);
      if (value === undefined || range === undefined) normalised[feature] = 0;
      else if (!MIN_MAX_SCALED.has(feature)) normalised[feature] = clamp01(value);
      else normalised[feature] = range.max > range.min ? (value - range.min) / (range.max - range.min) : 0;
    }
    return normalised;
  });
}

function clamp01(value: number): number {
  return Math.min(1, Math.max(0, value));
}
