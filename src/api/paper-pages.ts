/**
 * A page of a ranked list of paper ids (a paper's references or citations, an author's papers)
 * as a PaperConnection: the papers of the page read through the request's DataLoader.
 */
import type { Context } from './context';
import { rankedPage, RankedPageRequest } from './ranked-page';
import type { PaperConnection } from './types/connection';
import type { Paper } from './types/paper';

/** `ids` from the list's first item, at least `request.depth` long when the list is; `total` over all pages. */
export async function paperPage(context: Context, ids: readonly string[], request: RankedPageRequest, total: number): Promise<PaperConnection> {
  const loaded = await context.loaders.paper.loadMany(ids.slice(request.offset, request.offset + request.size));
  const page = rankedPage(ids, request, (_id, rank) => {
    const paper = loaded[rank - 1 - request.offset];
    if (paper instanceof Error) throw paper;
    return (paper ?? null) as Paper | null;
  });
  // A paper the graph holds but PostgreSQL no longer does is a stale projection entry (until the next reindex).
  return { edges: page.edges.flatMap((edge) => (edge.node === null ? [] : [{ cursor: edge.cursor, node: edge.node }])), pageInfo: page.pageInfo, totalCount: total };
}
