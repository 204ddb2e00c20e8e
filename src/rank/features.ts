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
 *
 * Two more are read by the learned ranker only (RANKER_FEATURES; the weighted fusions have no
 * weight for them, so their rankings do not change): fitted on AAN's 2008 queries and judged on
 * its 973 queries of 2009, the two together lifted the ranker's AP@100 by 3-5% on either encoder's
 * pools, the perceptron combining them with the text scores (docs/notebook/training-ranker.md):
 * - recency: how recent the candidate is for the query: 1 for a paper of the year before the
 *   query's, falling on a log scale to 0 at RECENCY_HORIZON years before that, and 0 for a paper
 *   of the query's own year or later (recency()). Counted from the query's own year, not its limit
 *   year, which moves with `includeSameYear` and filters. Same-year papers get 0, the value of a
 *   paper too old to count: they are rarely cited yet (0.9% of AAN's 2010 references against 16.3%
 *   for 2009), and a library's judged queries (`refgraph train`) never have same-year candidates,
 *   so a ranker never saw them; given the year before's value, they flooded AAN's 2010 rankings
 *   asked with --same-year (AP@100 0.1689 against 0.1715 without the feature).
 * - cocitation: log(1 + papers published by the query's limit year that cite the candidate and
 *   at least one paper of the text ranking's head): how often the library cites it beside the
 *   papers the query's text matches best.
 */
import { placedLanguage } from '../common/language-codes';

export const FEATURES = ['bm25', 'dense', 'citations', 'recentCitations', 'author', 'graph'] as const;
export type Feature = (typeof FEATURES)[number];

export const RANKER_FEATURES = [...FEATURES, 'recency', 'cocitation'] as const;
export type RankerFeature = (typeof RANKER_FEATURES)[number];

export type FeatureValues = Partial<Record<RankerFeature, number>>;

/** A pool candidate's normalised features: FEATURES always, the ranker-only ones when gathered. */
export type PoolFeatures = Record<Feature, number> & FeatureValues;

/** Features that are unbounded raw scores and need min-max scaling within one query. */
const MIN_MAX_SCALED: ReadonlySet<RankerFeature> = new Set(['bm25', 'dense', 'citations', 'recentCitations', 'cocitation']);

/** Years after which a paper's recency is 0. */
export const RECENCY_HORIZON = 64;

/** 1 for a paper of the year before the query's, log-scaled down to 0 at RECENCY_HORIZON years before that; 0 from the query's year on. */
export function recency(queryYear: number, paperYear: number): number {
  if (paperYear >= queryYear) return 0;
  const age = queryYear - 1 - paperYear;
  return Math.max(0, 1 - Math.log1p(age) / Math.log1p(RECENCY_HORIZON));
}

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
export const LANGUAGE_SCALED: ReadonlySet<RankerFeature> = new Set(['dense']);

/**
 * Candidates' normalisation groups: their languages, unknown ones counted in the main language,
 * when the query is in one of the library's languages (bm25-query.ts's libraryLanguages) other
 * than its main one; undefined (one pool) otherwise. A library without papers in the query's
 * language (AAN, all English, for a Spanish query) has no own-language advantage to undo.
 */
export function languageGroups(queryLanguage: string | null, mainLanguage: string | null, libraryLanguages: readonly string[], candidateLanguages: readonly (string | null)[]): string[] | undefined {
  if (queryLanguage === null || mainLanguage === null || queryLanguage === mainLanguage || !libraryLanguages.includes(queryLanguage)) return undefined;
  return candidateLanguages.map((language) => placedLanguage(language) ?? mainLanguage);
}

/**
 * Scales each feature to [0, 1] over the query's candidates (min-max); a missing value counts
 * as the feature's minimum. When every candidate has the same value, all get 0: a feature that
 * does not distinguish candidates must not add to their scores. `groups` (one per candidate):
 * LANGUAGE_SCALED features are min-max scaled within each group.
 */
export function normaliseFeatures(raw: readonly FeatureValues[], groups?: readonly string[]): Record<RankerFeature, number>[] {
  const ranges = new Map<RankerFeature, { min: number; max: number }>();
  for (const feature of RANKER_FEATURES) {
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
    const normalised = {} as Record<RankerFeature, number>;
    for (const feature of RANKER_FEATURES) {
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
