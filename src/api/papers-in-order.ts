/** Papers by id through the request's DataLoader, in the order of the ids; unknown ids left out. */
import type { Context } from './context';
import type { Paper } from './types/paper';

export async function papersInOrder(context: Context, ids: string[]): Promise<Paper[]> {
  const papers = await context.loaders.paper.loadMany(ids);
  return papers.flatMap((p) => {
    if (p instanceof Error) throw p;
    return p === null ? [] : [p];
  });
}
