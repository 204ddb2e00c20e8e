/**
 * The full papers (PostgreSQL, through the request's paper DataLoader: one query for all) of
 * items the citation graph answered. An item whose paper PostgreSQL no longer holds is a stale
 * projection entry (until the next rebuild) and is left out, as searches leave out stale hits.
 */
import type { Context } from './context';
import type { Paper } from './types/paper';

export async function withStoredPapers<Item, Result>(context: Context, items: readonly Item[], idOf: (item: Item) => string, build: (item: Item, paper: Paper) => Result): Promise<Result[]> {
  const papers = await context.loaders.paper.loadMany(items.map(idOf));
  return items.flatMap((item, i) => {
    const paper = papers[i];
    if (paper instanceof Error) throw paper;
    return paper ? [build(item, paper as Paper)] : [];
  });
}
