/** Builds Elasticsearch kNN requests over the papers' dense vectors. Pure. */
import type { KnnSearch, QueryDslQueryContainer } from '@elastic/elasticsearch/lib/api/types';

export interface KnnFilter {
  languages?: readonly string[];
  excludeIds?: readonly string[];
  /** Only papers published in or before this year. */
  maxYear?: number;
}

/** HNSW explores this many candidates per result wanted (recall vs speed); at least 100. */
const CANDIDATES_PER_RESULT = 4;

export function knnPaperQuery(vector: Float32Array, k: number, filter: KnnFilter = {}): KnnSearch {
  const must: QueryDslQueryContainer[] = [];
  const mustNot: QueryDslQueryContainer[] = [];
  if (filter.languages && filter.languages.length > 0) must.push({ terms: { language: [...filter.languages] } });
  if (filter.maxYear !== undefined) must.push({ range: { year: { lte: filter.maxYear } } });
  if (filter.excludeIds && filter.excludeIds.length > 0) mustNot.push({ ids: { values: [...filter.excludeIds] } });
  return {
    field: 'embedding',
    query_vector: Array.from(vector),
    k,
    num_candidates: Math.max(100, k * CANDIDATES_PER_RESULT),
    ...(must.length + mustNot.length > 0 ? { filter: { bool: { filter: must, must_not: mustNot } } } : {}),
  };
}
