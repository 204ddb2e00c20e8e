/**
 * Counts of a search's hits by document language, year and field of study, for charts and as
 * filters (each value can be passed back in the search's filter). With a threshold, a facet
 * counts the hits that passed it, and says how many hits the bucket had in all; values with no
 * passing hit are left out. Pure.
 */
import { YearRange, yearRanges } from './year-ranges';

export interface FacetBucket<V> {
  value: V;
  /** The hits counted: those that passed the threshold when there is one, else all. */
  count: number;
  /** Every hit of the bucket, passing the threshold or not. */
  total: number;
}

export interface ConceptFacets {
  /** Most hits first, then by code; null is the bucket of papers of unknown language. */
  languages: FacetBucket<string | null>[];
  /** In year order, for time charts. */
  years: FacetBucket<number>[];
  /** The years as a few aligned ranges (year-ranges.ts), in year order. */
  yearRanges: YearRange[];
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
  const count = <V>(buckets: Map<V, FacetBucket<V>>, value: V, counted: boolean) => {
    const bucket = buckets.get(value) ?? { value, count: 0, total: 0 };
    bucket.total += 1;
    if (counted) bucket.count += 1;
    buckets.set(value, bucket);
  };
  for (const hit of hits) {
    const counted = !thresholded || hit.passed === true;
    count(languages, hit.language, counted);
    count(years, hit.year, counted);
    for (const field of new Set(hit.fieldsOfStudy)) count(fields, field, counted);
  }
  const counted = <V>(buckets: Map<V, FacetBucket<V>>) => [...buckets.values()].filter((b) => b.count > 0);
  const mostFirst = <V extends string | null>(a: FacetBucket<V>, b: FacetBucket<V>) => b.count - a.count || b.total - a.total || compareNullable(a.value, b.value);
  return {
    languages: counted(languages).sort(mostFirst),
    years: counted(years).sort((a, b) => a.value - b.value),
    yearRanges: yearRanges([...years.values()]),
    fieldsOfStudy: counted(fields).sort(mostFirst),
  };
}

/** Code-unit order, null last. */
function compareNullable(a: string | null, b: string | null): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  return a < b ? -1 : 1;
}
