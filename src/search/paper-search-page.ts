/**
 * One page of a paper search in a chosen order (best match, year, citations), with the number of
 * papers matching: what the searchPapers list pages through. The request is built by a pure
 * function; the adapter sends it.
 */
import type { Client } from '@elastic/elasticsearch';
import type { SearchRequest, SortCombinations } from '@elastic/elasticsearch/lib/api/types';
import { BM25_SEARCH_TYPE, filteredBm25Query, SearchLanguage } from './bm25-query';
import type { PaperFilter } from './paper-filter';
import { hitPaperId, ID_FROM_DOC_VALUES } from './paper-search';
import type { SearchHit } from './paper-search';

export const PAPER_SORT_KEYS = ['RELEVANCE', 'YEAR', 'CITATIONS'] as const;
export type PaperSortKey = (typeof PAPER_SORT_KEYS)[number];
export type SortDirection = 'ASC' | 'DESC';

export interface PaperOrder {
  by: PaperSortKey;
  direction: SortDirection;
}

/** Elasticsearch's index.max_result_window: pages reach no deeper than this many hits. */
export const MAX_SEARCH_DEPTH = 10_000;

export interface PaperSearchPageRequest {
  text: string;
  languages?: readonly SearchLanguage[];
  filter: PaperFilter;
  order: PaperOrder;
  /** Hits skipped (0-based offset of the page). */
  from: number;
  size: number;
}

const SORT_FIELDS: Record<Exclude<PaperSortKey, 'RELEVANCE'>, string> = { YEAR: 'year', CITATIONS: 'citationCount' };

/** The order as Elasticsearch sorts: the key, then the best match, then the paper id (so pages never overlap). Pure. */
export function paperSort(order: PaperOrder): SortCombinations[] {
  const tail: SortCombinations[] = [{ _score: { order: 'desc' } }, { id: { order: 'asc' } }];
  return order.by === 'RELEVANCE' ? tail : [{ [SORT_FIELDS[order.by]]: { order: order.direction === 'ASC' ? 'asc' : 'desc' } }, ...tail];
}

/** The search request (pure): counted exactly, scores kept whatever the order. */
export function paperSearchRequest(index: string, request: PaperSearchPageRequest): SearchRequest {
  return {
    index,
    search_type: BM25_SEARCH_TYPE,
    query: filteredBm25Query(request.text, request.filter, request.languages),
    sort: paperSort(request.order),
    from: request.from,
    size: request.size,
    track_total_hits: true,
    track_scores: true,
    ...ID_FROM_DOC_VALUES,
  };
}

export async function searchPaperPage(client: Client, index: string, request: PaperSearchPageRequest): Promise<{ hits: SearchHit[]; total: number }> {
  const response = await client.search(paperSearchRequest(index, request));
  const total = response.hits.total;
  return {
    hits: response.hits.hits.map((hit) => ({ paperId: hitPaperId(hit), score: hit._score ?? 0 })),
    total: typeof total === 'number' ? total : (total?.value ?? 0),
  };
}
