/** Free-text BM25 search over the papers index. */
import type { Client } from '@elastic/elasticsearch';
import type { SortCombinations } from '@elastic/elasticsearch/lib/api/types';
import { Bm25Expansion, bm25PaperQuery, BM25_SEARCH_TYPE, filteredBm25Query, SearchLanguage } from './bm25-query';
import { knnPaperQuery } from './knn-query';
import type { PaperFilter } from './paper-filter';

export interface SearchHit {
  paperId: string;
  score: number;
}

/**
 * Best score first, equal scores in paper-id order. Without the id, ties fall in Lucene's
 * document order, which follows the order concurrent bulk requests happened to land in: the same
 * corpus ingested twice ranked ties differently and moved evaluation numbers between runs.
 */
const SCORE_THEN_ID: SortCombinations[] = [{ _score: { order: 'desc' } }, { id: { order: 'asc' } }];

export async function searchPapers(
  client: Client,
  index: string,
  request: { text: string; size: number; languages?: readonly SearchLanguage[]; expansion?: Bm25Expansion; filter?: PaperFilter },
): Promise<SearchHit[]> {
  const response = await client.search<{ id: string }>({
    index,
    search_type: BM25_SEARCH_TYPE,
    size: request.size,
    query: request.filter
      ? filteredBm25Query(request.text, request.filter, request.languages, request.expansion)
      : bm25PaperQuery(request.text, request.languages, request.expansion),
    sort: SCORE_THEN_ID,
    track_scores: true,
    _source: false,
  });
  return response.hits.hits.map((hit) => ({ paperId: hit._id!, score: hit._score ?? 0 }));
}

/**
 * Nearest papers to a vector (cosine, HNSW). Elasticsearch reports (1 + cosine) / 2 as the
 * score for cosine similarity; we return the cosine itself, which users can threshold.
 */
export async function knnPapers(client: Client, index: string, vector: Float32Array, k: number, filter?: PaperFilter): Promise<SearchHit[]> {
  const response = await client.search({ index, size: k, knn: knnPaperQuery(vector, k, filter), sort: SCORE_THEN_ID, track_scores: true, _source: false });
  return response.hits.hits.map((hit) => ({ paperId: hit._id!, score: 2 * (hit._score ?? 0) - 1 }));
}

/** Papers per request of paperCosines: kNN's candidates (4 per result) stay under Elasticsearch's 10,000. */
const COSINE_BATCH = 1000;

/**
 * The cosine of each given paper to a vector, as kNN scores it: a kNN search restricted to these
 * papers, which Lucene answers exactly (the filter matches no more papers than k) from the
 * index's own vectors. A few kilobytes of scores instead of every paper's vector read from its
 * source (mget: 3-6 times slower at 150 papers). Papers without a vector are left out.
 */
export async function paperCosines(client: Client, index: string, vector: Float32Array, paperIds: readonly string[]): Promise<SearchHit[]> {
  const batches: string[][] = [];
  for (let i = 0; i < paperIds.length; i += COSINE_BATCH) batches.push(paperIds.slice(i, i + COSINE_BATCH));
  const scored = await Promise.all(batches.map((onlyIds) => knnPapers(client, index, vector, onlyIds.length, { onlyIds })));
  return scored.flat();
}

/** The titles of the papers nearest to a vector, nearest first (cosine, HNSW). */
export async function knnPaperTitles(client: Client, index: string, vector: Float32Array, k: number, filter?: PaperFilter): Promise<string[]> {
  const response = await client.search<{ title: string }>({ index, size: k, knn: knnPaperQuery(vector, k, filter), sort: SCORE_THEN_ID, track_scores: true, _source: ['title'] });
  return response.hits.hits.map((hit) => hit._source!.title);
}
