/**
 * What the index says of given papers: the facts filters read (year, language, fields, venue)
 * and, for a query, each paper's BM25 score and cosine, as the BM25 and kNN requests would score
 * it. The ranking's candidates come from several retrievers; each knows only its own score, and
 * the graph and the most-cited prior bring papers with neither. Adapter: Elasticsearch.
 *
 * Three searches restricted to the papers: facts from doc values, BM25, kNN, sent in one
 * _msearch (one HTTP round trip, which Elasticsearch runs side by side as it ran the three
 * requests sent at once). One search naming a BM25 and a kNN clause (named queries report each
 * clause's score) was measured first and was slower (42 against 26 ms at 100k papers, 340
 * candidates): Elasticsearch scores each named clause again for every hit it returns.
 */
import { Client, errors } from '@elastic/elasticsearch';
import type { MsearchMultisearchBody, MsearchMultisearchHeader, QueryDslQueryContainer, SearchHit, SearchRequest } from '@elastic/elasticsearch/lib/api/types';
import { BM25_SEARCH_TYPE } from './bm25-query';
import { hitPaperId } from './paper-search';

/** The facts of a paper the filters read (paper-facts.ts has them with vectors, for facets). */
export interface IndexedFacts {
  year: number;
  language: string | null;
  fieldsOfStudy: string[];
  venue: string | null;
}

export interface IndexedCandidate {
  paperId: string;
  /** BM25 score of the query; absent when the paper does not match it or none was asked. */
  bm25?: number;
  /** Cosine to the query vector; absent when the paper has no vector or none was asked. */
  dense?: number;
  /** Present when facts were asked for. */
  facts?: IndexedFacts;
}

export interface CandidateScoring {
  paperIds: readonly string[];
  /** The query's BM25 reading (unfiltered: filters do not change BM25 scores). */
  bm25?: QueryDslQueryContainer;
  vector?: Float32Array;
  /**
   * The papers each score is asked for, when not all of `paperIds`: a retriever's own score needs
   * no second reading (a 312-paper pool at 100k papers: 212 BM25 scores asked instead of 312).
   * What that saves the engine is within the noise of bench:es-split: the request's cost is per
   * query term and segment, not per paper (docs/notebook/performance-ranking.md, 2026-12-02).
   */
  scoredOnly?: { bm25?: ReadonlySet<string>; dense?: ReadonlySet<string> };
  facts: boolean;
}

const FACT_FIELDS = ['year', 'language', 'fieldsOfStudy', 'venue'];

/** Papers per request: kNN restricted to them explores at most Elasticsearch's 10,000 candidates. */
const PAPERS_PER_REQUEST = 1000;

/** Every hit's id (and facts) from doc values: no stored document is read. */
function restrictedTo(index: string, paperIds: readonly string[], docValues: string[] = []): SearchRequest {
  return { index, size: paperIds.length, track_total_hits: false, stored_fields: '_none_', docvalue_fields: ['id', ...docValues] };
}

function onlyThese(paperIds: readonly string[]): QueryDslQueryContainer {
  return { ids: { values: [...paperIds] } };
}

/** The papers of a batch a score is asked for. Pure. */
function scoredAmong(paperIds: readonly string[], only: ReadonlySet<string> | undefined): readonly string[] {
  return only === undefined ? paperIds : paperIds.filter((paperId) => only.has(paperId));
}

/** The searches for one batch (pure): facts, BM25 and kNN, each only when asked for and for the papers it is asked for. */
export function candidateRequests(index: string, scoring: Omit<CandidateScoring, 'paperIds'>, paperIds: readonly string[]): { facts?: SearchRequest; bm25?: SearchRequest; dense?: SearchRequest } {
  const bm25Ids = scoredAmong(paperIds, scoring.scoredOnly?.bm25);
  const denseIds = scoredAmong(paperIds, scoring.scoredOnly?.dense);
  const k = denseIds.length;
  return {
    ...(scoring.facts ? { facts: { ...restrictedTo(index, paperIds, FACT_FIELDS), query: onlyThese(paperIds) } } : {}),
    ...(scoring.bm25 && bm25Ids.length > 0 ? { bm25: { ...restrictedTo(index, bm25Ids), search_type: BM25_SEARCH_TYPE, query: { bool: { must: [scoring.bm25], filter: [onlyThese(bm25Ids)] } } } } : {}),
    // Restricted to no more papers than k, kNN is exact: the cosines kNN retrieval gives.
    ...(scoring.vector && k > 0 ? { dense: { ...restrictedTo(index, denseIds), knn: { field: 'embedding', query_vector: Array.from(scoring.vector), k, num_candidates: k, filter: [onlyThese(denseIds)] } } } : {}),
  };
}

type SearchName = keyof ReturnType<typeof candidateRequests>;

/** Searches as one _msearch's lines: each search's index and type in its header, the rest in its body. Pure. */
export function multiSearchLines(requests: readonly SearchRequest[]): (MsearchMultisearchHeader | MsearchMultisearchBody)[] {
  return requests.flatMap(({ index, search_type, ...body }) => [{ index, ...(search_type ? { search_type } : {}) } as MsearchMultisearchHeader, body as MsearchMultisearchBody]);
}

/** Each named search's hits, from one _msearch; a search Elasticsearch refused fails as it would alone (a ResponseError with its status and reason). */
async function searchAll(client: Client, requests: ReturnType<typeof candidateRequests>): Promise<Partial<Record<SearchName, SearchHit<unknown>[]>>> {
  const named = Object.entries(requests) as [SearchName, SearchRequest][];
  if (named.length === 0) return {};
  const result = await client.msearch({ searches: multiSearchLines(named.map(([, request]) => request)) }, { meta: true });
  return Object.fromEntries(
    result.body.responses.map((response, i) => {
      if ('error' in response) throw new errors.ResponseError({ ...result, statusCode: response.status, body: { error: response.error, status: response.status } });
      return [named[i]![0], response.hits.hits];
    }),
  );
}

async function batch(client: Client, index: string, scoring: CandidateScoring, paperIds: readonly string[]): Promise<IndexedCandidate[]> {
  const { facts = [], bm25 = [], dense = [] } = await searchAll(client, candidateRequests(index, scoring, paperIds));
  const found = new Map<string, IndexedCandidate>();
  const candidate = (paperId: string): IndexedCandidate => found.get(paperId) ?? found.set(paperId, { paperId }).get(paperId)!;
  for (const hit of facts) {
    const field = <T>(name: string): T[] => (hit.fields?.[name] as T[] | undefined) ?? [];
    candidate(hitPaperId(hit)).facts = { year: field<number>('year')[0]!, language: field<string>('language')[0] ?? null, fieldsOfStudy: field<string>('fieldsOfStudy'), venue: field<string>('venue')[0] ?? null };
  }
  for (const hit of bm25) candidate(hitPaperId(hit)).bm25 = hit._score ?? 0;
  // Elasticsearch scores cosine kNN as (1 + cosine) / 2 (paper-search.ts knnPapers).
  for (const hit of dense) candidate(hitPaperId(hit)).dense = 2 * (hit._score ?? 0) - 1;
  return [...found.values()];
}

/**
 * What was asked of each of `paperIds` the index holds: with facts, every paper it holds is in the
 * map (papers it lacks are absent); without, only papers with a score.
 */
export async function indexedCandidates(client: Client, index: string, scoring: CandidateScoring): Promise<Map<string, IndexedCandidate>> {
  const batches: string[][] = [];
  for (let i = 0; i < scoring.paperIds.length; i += PAPERS_PER_REQUEST) batches.push(scoring.paperIds.slice(i, i + PAPERS_PER_REQUEST));
  const found = await Promise.all(batches.map((paperIds) => batch(client, index, scoring, paperIds)));
  return new Map(found.flat().map((c) => [c.paperId, c]));
}
