/**
 * The background a hit's cosine is measured against. Pure.
 *
 * Multilingual e5 cosines are squeezed (almost every query-paper pair scores 0.75–0.92) because
 * its vectors share a large common direction, and part of it is the language: a query scores
 * every paper in its own language higher, whatever the topic. The mean vector of a language's
 * papers, c_ℓ, carries both. The query's cosine with it, q̂ · c_ℓ, is exactly the query's mean
 * cosine over those papers (the mean of dot products is the dot product with the mean), so
 *
 *   margin(q, d) = cos(q, d) − q̂ · c_ℓ(d)
 *
 * is how far a paper stands above an average paper of its language for this query: 0 for a
 * typical paper, whatever the language pair. Languages with fewer than MIN_BACKGROUND_PAPERS
 * papers (and papers of unknown language, null or 'und') are measured against the mean of all papers.
 */
import { dot, l2Norm } from '../embed';
import { placedLanguage } from '../common/language-codes';

/** The language key of the mean over all papers (the same key as the model-wide threshold). */
export const ALL_PAPERS = '*';

/** A language needs this many papers for a mean of its own: below it, one paper's topic would be its language's background. */
export const MIN_BACKGROUND_PAPERS = 20;

export interface Background {
  /** ISO 639-1 code, or ALL_PAPERS. */
  language: string;
  papers: number;
  /** The mean of the papers' vectors scaled to unit length; its norm is below 1. */
  vector: Float32Array;
}

export interface Backgrounds {
  all: Background;
  /** Languages with at least MIN_BACKGROUND_PAPERS papers. */
  byLanguage: ReadonlyMap<string, Background>;
}

/** Sums vectors per language as they are read, then gives the means. */
export class BackgroundSums {
  private readonly sums = new Map<string, { papers: number; sum: Float64Array }>();

  /** Adds the vector scaled to unit length (cosines are between unit vectors). */
  add(language: string | null, vector: ArrayLike<number>): void {
    const norm = l2Norm(vector);
    if (!(norm > 0 && Number.isFinite(norm))) throw new Error(`a paper vector of norm ${norm} cannot be averaged`);
    const placed = placedLanguage(language);
    for (const key of placed === null || placed === ALL_PAPERS ? [ALL_PAPERS] : [ALL_PAPERS, placed]) {
      const entry = this.sums.get(key) ?? { papers: 0, sum: new Float64Array(vector.length) };
      if (entry.sum.length !== vector.length) throw new Error(`a vector of ${vector.length} dimensions among vectors of ${entry.sum.length}`);
      for (let i = 0; i < vector.length; i++) entry.sum[i]! += vector[i]! / norm;
      entry.papers += 1;
      this.sums.set(key, entry);
    }
  }

  /** Null when no vector was added. */
  backgrounds(): Backgrounds | null {
    const mean = (language: string, { papers, sum }: { papers: number; sum: Float64Array }): Background => ({ language, papers, vector: Float32Array.from(sum, (x) => x / papers) });
    const all = this.sums.get(ALL_PAPERS);
    if (!all) return null;
    const byLanguage = [...this.sums.entries()]
      .filter(([language, entry]) => language !== ALL_PAPERS && entry.papers >= MIN_BACKGROUND_PAPERS)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([language, entry]): [string, Background] => [language, mean(language, entry)]);
    return { all: mean(ALL_PAPERS, all), byLanguage: new Map(byLanguage) };
  }
}

export function backgroundFor(backgrounds: Backgrounds, language: string | null): Background {
  return (language === null ? undefined : backgrounds.byLanguage.get(language)) ?? backgrounds.all;
}

/** The query's mean cosine over the background's papers. */
export function backgroundCosine(queryVector: ArrayLike<number>, background: Background): number {
  return dot(queryVector, background.vector) / l2Norm(queryVector);
}

/** A query's background cosine per language, computed once per search. */
export function backgroundCosines(queryVector: ArrayLike<number>, backgrounds: Backgrounds): (language: string | null) => number {
  const cosines = new Map<string, number>();
  return (language) => {
    const background = backgroundFor(backgrounds, language);
    const known = cosines.get(background.language);
    if (known !== undefined) return known;
    const computed = backgroundCosine(queryVector, background);
    cosines.set(background.language, computed);
    return computed;
  };
}
