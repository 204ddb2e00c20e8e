import type { SearchHit } from '../search';
import type { Context } from './context';
import { SearchResult } from './types/operations';
import { Paper } from './types/paper';

/** Ranked hits (ids + scores from Elasticsearch) joined with their papers from PostgreSQL. */
export async function searchResults(context: Context, hits: SearchHit[]): Promise<SearchResult[]> {
  const papers = await context.loaders.paper.loadMany(hits.map((h) => h.paperId));
  return hits.flatMap((hit, i) => {
    const paper = papers[i];
    if (paper instanceof Error) throw paper;
    // A hit whose paper left PostgreSQL is a stale projection entry (until the next reindex).
    return paper ? [{ rank: i + 1, score: hit.score, paper: paper as Paper }] : [];
  });
}
