/** Elasticsearch filter clauses restricting which papers may be returned. Pure. */
import type { QueryDslBoolQuery, QueryDslQueryContainer } from '@elastic/elasticsearch/lib/api/types';

export interface PaperFilter {
  languages?: readonly string[];
  fieldsOfStudy?: readonly string[];
  /** Venue names. */
  venues?: readonly string[];
  excludeIds?: readonly string[];
  /** Only papers published in or after this year. */
  minYear?: number;
  /** Only papers published in or before this year. */
  maxYear?: number;
  /** Only these papers (used to score given candidates). */
  onlyIds?: readonly string[];
}

export function paperFilterClauses(filter: PaperFilter): Pick<QueryDslBoolQuery, 'filter' | 'must_not'> | null {
  const must: QueryDslQueryContainer[] = [];
  if (filter.languages?.length) must.push({ terms: { language: [...filter.languages] } });
  if (filter.fieldsOfStudy?.length) must.push({ terms: { fieldsOfStudy: [...filter.fieldsOfStudy] } });
  if (filter.venues?.length) must.push({ terms: { venue: [...filter.venues] } });
  if (filter.minYear !== undefined || filter.maxYear !== undefined) {
    must.push({ range: { year: { ...(filter.minYear === undefined ? {} : { gte: filter.minYear }), ...(filter.maxYear === undefined ? {} : { lte: filter.maxYear }) } } });
  }
  if (filter.onlyIds) must.push({ ids: { values: [...filter.onlyIds] } });
  const mustNot = filter.excludeIds?.length ? [{ ids: { values: [...filter.excludeIds] } }] : [];
  return must.length + mustNot.length > 0 ? { filter: must, must_not: mustNot } : null;
}
