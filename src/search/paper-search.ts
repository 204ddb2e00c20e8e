/** Free-text BM25 search over the papers index, and kNN over its vectors. Adapter: Elasticsearch. */
import type { Client } from '@elastic/elasticsearch';
import type { QueryDslQueryContainer, SearchHit as EngineHit, SearchRequest } from '@elastic/elasticsearch/lib/api/types';
import { Bm25Expansion, BM25_SEARCH_TYPE, restrictedQuery, SearchLanguage } from './bm25-query';
import { LongQueryTermCache, prepareBm25Query } from './long-query-terms';
import { byScoreThenId, SCORE_THEN_ID, SearchHit, topHitsByScore } from './hit-order';
import { knnPaperQuery } from './knn-query';
import type { PaperFilter } from './paper-filter';

export type { SearchHit } from './hit-order';

/**
 * Hits carry their paper id from the `id` field's doc values, not the stored `_id`: reading a
 * stored field decompresses the block of documents around it, vectors and abstracts included
 * (100 BM25 hits: 7 ms of a 40 ms request at 100k papers).
 */
export const ID_FROM_DOC_VALUES: Pick<SearchRequest, 'stored_fields' | 'docvalue_fields'> = { stored_fields: '_none_', docvalue_fields: ['id'] };

export function hitPaperId(hit: EngineHit<unknown>): string {
  const ids = hit.fields?.id as string[] | undefined;
  if (ids?.[0] === undefined) throw new Error(`Elasticsearch returned a hit without its id field (${hit._index})`);
  return ids[0];
}

/**
 * The `size` best papers for a BM25 query, best first, ties in id order. The engine is asked for
 * one more hit by score alone, which lets Lucene skip papers that cannot reach the top (sorting by
 * score then id inside the engine scores every match: 59 against 43 ms p50 for 100 hits at 100k
 * papers); only when that extra hit ties the last one kept is the request sent again sorted by id.
 */
export async function searchBm25(client: Client, index: string, query: QueryDslQueryContainer, size: number, filter?: PaperFilter): Promise<SearchHit[]> {
  const request = { index, search_type: BM25_SEARCH_TYPE, query: filter ? restrictedQuery(query, filter) : query, ...ID_FROM_DOC_VALUES };
  const scored = await client.search({ ...request, size: size + 1, track_total_hits: false });
  const hits = topHitsByScore(scored.hits.hits.map((hit) => ({ paperId: hitPaperId(hit), score: hit._score ?? 0 })), size);
  if (hits !== null) return hits;
  const sorted = await client.search({ ...request, size, sort: SCORE_THEN_ID, track_scores: true, track_total_hits: false });
  return sorted.hits.hits.map((hit) => ({ paperId: hitPaperId(hit), score: hit._score ?? 0 }));
}

export interface TextSearch {
  text: string;
  size: number;
  languages?: readonly SearchLanguage[];
  expansion?: Bm25Expansion;
  filter?: PaperFilter;
}

/** How many papers a query matches, as Elasticsearch counts them: exactly up to a limit, else a lower bound. */
export interface MatchTotal {
  value: number;
  relation: 'EXACT' | 'AT_LEAST';
}

/** Matches are counted exactly up to this many (Elasticsearch's own default for track_total_hits); past it, the total is a lower bound. */
export const EXACT_TOTAL_UP_TO = 10_000;

/** The number of papers a BM25 query matches (within the filter): a size-0 search that only counts. */
export async function countBm25Matches(client: Client, index: string, query: QueryDslQueryContainer, filter?: PaperFilter): Promise<MatchTotal> {
  const response = await client.search({ index, size: 0, query: filter ? restrictedQuery(query, filter) : query, track_total_hits: EXACT_TOTAL_UP_TO });
  const total = response.hits.total;
  if (total === undefined || typeof total === 'number') throw new Error(`Elasticsearch did not report a total with its relation (${index})`);
  return { value: total.value, relation: total.relation === 'eq' ? 'EXACT' : 'AT_LEAST' };
}

/** searchPapers' hits, and the number of papers the query matches in all. */
export async function searchPapersCounted(client: Client, index: string, request: TextSearch, terms?: LongQueryTermCache): Promise<{ hits: SearchHit[]; total: MatchTotal }> {
  const query = await prepareBm25Query(client, index, { text: request.text, languages: request.languages, expansion: request.expansion }, terms);
  const [hits, total] = await Promise.all([searchBm25(client, index, query, request.size, request.filter), countBm25Matches(client, index, query, request.filter)]);
  return { hits, total };
}

/** BM25 over free text (long texts by their most telling terms, long-query-terms.ts). */
export async function searchPapers(client: Client, index: string, request: TextSearch, terms?: LongQueryTermCache): Promise<SearchHit[]> {
  const query = await prepareBm25Query(client, index, { text: request.text, languages: request.languages, expansion: request.expansion }, terms);
  return searchBm25(client, index, query, request.size, request.filter);
}

/**
 * Nearest papers to a vector (cosine, HNSW), nearest first, ties in id order. Elasticsearch
 * reports (1 + cosine) / 2 as the score for cosine similarity; we return the cosine itself, which
 * users can threshold. kNN finds its k papers before any sort, so ordering them here returns what
 * the engine's score-then-id sort would.
 */
export async function knnPapers(client: Client, index: string, vector: Float32Array, k: number, filter?: PaperFilter): Promise<SearchHit[]> {
  const response = await client.search({ index, size: k, knn: knnPaperQuery(vector, k, filter), track_total_hits: false, ...ID_FROM_DOC_VALUES });
  return response.hits.hits.map((hit) => ({ paperId: hitPaperId(hit), score: 2 * (hit._score ?? 0) - 1 })).sort(byScoreThenId);
}

/** A paper and its title. */
export interface PaperTitle {
  paperId: string;
  title: string;
}

/** The titles of the papers nearest to a vector, nearest first (cosine, HNSW). */
export async function knnPaperTitles(client: Client, index: string, vector: Float32Array, k: number, filter?: PaperFilter): Promise<PaperTitle[]> {
  const response = await client.search<{ id: string; title: string }>({ index, size: k, knn: knnPaperQuery(vector, k, filter), sort: SCORE_THEN_ID, track_scores: true, _source: ['id', 'title'] });
  return response.hits.hits.map((hit) => ({ paperId: hit._source!.id, title: hit._source!.title }));
}

/** The titles of the `size` best papers for a BM25 query, in searchBm25's order. */
export async function bm25PaperTitles(client: Client, index: string, query: QueryDslQueryContainer, size: number, filter?: PaperFilter): Promise<PaperTitle[]> {
  const hits = await searchBm25(client, index, query, size, filter);
  if (hits.length === 0) return [];
  const documents = await client.mget<{ title: string }>({ index, ids: hits.map((hit) => hit.paperId), _source: ['title'] });
  const titles = new Map(documents.docs.flatMap((doc) => ('_source' in doc && doc._source ? [[doc._id, doc._source.title] as const] : [])));
  return hits.flatMap(({ paperId }) => (titles.has(paperId) ? [{ paperId, title: titles.get(paperId)! }] : []));
}
