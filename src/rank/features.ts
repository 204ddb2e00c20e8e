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
 * The features scaled per paper language for a query in another language than the library's
 * main one (issue #24, docs/cross-lingual.md): the encoder scores papers in the query's own
 * language above papers in any other, so min-max over the whole pool left the library's main
 * language near 0 on the cosine; scaled per language, the best paper of each language gets 1.
 * BM25 was scaled so too until the query carried a cross-lingual expansion (cross-lingual.ts),
 * which gives main-language papers BM25 scores of their own: scaled per language on top of it,
 * BM25 lifted the main language's weakest matches, and the worst parity ratio fell from 0.881 to
 * 0.854 (docs/notebook/cross-lingual.md).
 */
export const LANGUAGE_SCALED: ReadonlySet<Feature> = new Set(['dense']);

/**
 * Candidates' normalisation groups: their languages, unknown ones counted in the main language,
 * when the query is in one of the library's languages (bm25-query.ts's libraryLanguages) other
 * than its main one; undefined (one pool) otherwise. A library without papers in the query's
 * language (AAN, all English, for a Spanish query) has no own-language advantage to undo.
 */
export function languageGroups(queryLanguage: string | null, mainLanguage: string | null, libraryLanguages: readonly string[], candidateLanguages: readonly (string | null)[]): string[] | undefined {
  if (queryLanguage === null || mainLanguage === null || queryLanguage === mainLanguage || !libraryLanguages.includes(queryLanguage)) return undefined;
  return candidateLanguages.map((language) => language ?? mainLanguage);
}

/**
 * Scales each feature to [0, 1] over the query's candidates (min-max); a missing value counts
 * as the feature's minimum. When every candidate has the same value, all get 0: a feature that
 * does not distinguish candidates must not add to their scores. `groups` (one per candidate):
 * LANGUAGE_SCALED features are min-max scaled within each group.
 */
export function normaliseFeatures(raw: readonly FeatureValues[], groups?: readonly string[]): Record<Feature, number>[] {
  const ranges = new Map<Feature, { min: number; max: number }>();
  for (const feature of FEATURES) {
    const values = raw.map((r) => r[feature]).filter((v): v is number => v !== undefined);
    if (values.length > 0) ranges.set(feature, { min: Math.min(...values), max: Math.max(...values) });
  }
  const groupRanges = new Map<string, { min: number; max: number }>();
  if (groups !== undefined) {
    for (const feature of LANGUAGE_SCALED) {
      for (const group of new Set(groups)) {
        const values = raw.filter((_, i) => groups[i] === group).map((r) => r[feature]).filter((v): v is number => v !== undefined);
        if (values.length > 0) groupRanges.set(`${feature} ${group}`, { min: Math.min(...values), max: Math.max(...values) });
      }
    }
  }
  return raw.map((values, i) => {
    const normalised = {} as Record<Feature, number>;
    for (const feature of FEATURES) {
      const value = values[feature];
      const range = groups !== undefined && LANGUAGE_SCALED.has(feature) ? groupRanges.get(`${feature} ${groups[i]!}`) : ranges.get(feature);
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
