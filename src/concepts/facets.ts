/**
 * Counts of a search's hits by document language, year and field of study, so a portal can
 * chart them; with each count, how many of those hits passed the threshold. Pure.
 */

export interface FacetBucket<V> {
  value: V;
  count: number;
  /** null when the search had no threshold. */
  passed: number | null;
}

export interface ConceptFacets {
  /** Most hits first, then by code; null is the bucket of papers of unknown language. */
  languages: FacetBucket<string | null>[];
  /** In year order, for time charts. */
  years: FacetBucket<number>[];
  /** Most hits first, then by name. A paper counts once in each of its fields. */
  fieldsOfStudy: FacetBucket<string>[];
}

export interface FacetedHit {
  language: string | null;
  year: number;
  fieldsOfStudy: readonly string[];
  passed: boolean | null;
}

export function conceptFacets(hits: readonly FacetedHit[], thresholded: boolean): ConceptFacets {
  const languages = new Map<string | null, FacetBucket<string | null>>();
  const years = new Map<number, FacetBucket<number>>();
  const fields = new Map<string, FacetBucket<string>>();
  const count = <V>(buckets: Map<V, FacetBucket<V>>, value: V, passed: boolean | null) => {
    const bucket = buckets.get(value) ?? { value, count: 0, passed: thresholded ? 0 : null };
    bucket.count += 1;
    if (passed === true && bucket.passed !== null) bucket.passed += 1;
    buckets.set(value, bucket);
  };
  for (const hit of hits) {
    count(languages, hit.language, hit.passed);
    count(years, hit.year, hit.passed);
    for (const field of new Set(hit.fieldsOfStudy)) count(fields, field, hit.passed);
  }
  const mostFirst = <V extends string | null>(a: FacetBucket<V>, b: FacetBucket<V>) => b.count - a.count || compareNullable(a.value, b.value);
  return {
    languages: [...languages.values()].sort(mostFirst),
    years: [...years.values()].sort((a, b) => a.value - b.value),
    fieldsOfStudy: [...fields.values()].sort(mostFirst),
  };
}

/** Code-unit order, null last. */
function compareNullable(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
}
