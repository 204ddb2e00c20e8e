/** Free-text BM25 search over the papers index. */
import type { Client } from '@elastic/elasticsearch';
import { bm25PaperQuery, SearchLanguage } from './bm25-query';
import { KnnFilter, knnPaperQuery } from './knn-query';

export interface SearchHit {
  paperId: string;
  score: number;
}

export async function searchPapers(
  client: Client,
  index: string,
  request: { text: string; size: number; languages?: readonly SearchLanguage[] },
): Promise<SearchHit[]> {
  const response = await client.search<{ id: string }>({
    index,
    size: request.size,
    query: bm25PaperQuery(request.text, request.languages),
    _source: false,
  });
  return response.hits.hits.map((hit) => ({ paperId: hit._id!, score: hit._score ?? 0 }));
}

/**
 * Nearest papers to a vector (cosine, HNSW). Elasticsearch reports (1 + cosine) / 2 as the
 * score for cosine similarity; we return the cosine itself, which users can threshold.
 */
export async function knnPapers(client: Client, index: string, vector: Float32Array, k: number, filter?: KnnFilter): Promise<SearchHit[]> {
  const response = await client.search({ index, size: k, knn: knnPaperQuery(vector, k, filter), _source: false });
  return response.hits.hits.map((hit) => ({ paperId: hit._id!, score: 2 * (hit._score ?? 0) - 1 }));
}
