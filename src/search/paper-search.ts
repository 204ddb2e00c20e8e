/** Free-text BM25 search over the papers index. */
import type { Client } from '@elastic/elasticsearch';
import { bm25PaperQuery, SearchLanguage } from './bm25-query';

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
