/** Builds Elasticsearch kNN requests over the papers' dense vectors. Pure. */
import type { KnnSearch } from '@elastic/elasticsearch/lib/api/types';
import { PaperFilter, paperFilterClauses } from './paper-filter';

/** HNSW explores this many candidates per result wanted (recall vs speed); at least 100. */
const CANDIDATES_PER_RESULT = 4;

export function knnPaperQuery(vector: Float32Array, k: number, filter: PaperFilter = {}): KnnSearch {
  const clauses = paperFilterClauses(filter);
  return {
    field: 'embedding',
    query_vector: Array.from(vector),
    k,
    num_candidates: Math.max(100, k * CANDIDATES_PER_RESULT),
    ...(clauses ? { filter: { bool: clauses } } : {}),
  };
}
