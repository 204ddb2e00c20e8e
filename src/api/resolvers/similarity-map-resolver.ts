/**
 * similarityMap: the co-citation and coupling links among the papers a client drew, for a layout
 * by similarity, with the set's prior and derivative works. Takes as many papers as `influence`
 * does (one limit: a whole neighbourhood and its centre).
 */
import { Arg, Ctx, ID, Int, Query, Resolver } from 'type-graphql';
import { invalidArgument } from '../../errors/refgraph-error';
import { similarityMap } from '../../graph';
import { graphReader } from '../../app';
import { checkedPageSize } from '../arguments';
import type { Context } from '../context';
import { withStoredPapers } from '../stored-papers';
import { SimilarityMap } from '../types/similarity-map';
import { influenceLimit } from './influence-resolver';

/** Links kept per paper at most: past this a drawing is a hairball and the answer grows as papers². */
export const MAX_LINKS_PER_PAPER = 50;

@Resolver()
export class SimilarityMapResolver {
  @Query(() => SimilarityMap, {
    description:
      'How alike the given papers are by co-citation and bibliographic coupling (pairs with anything in common), and the prior and derivative works of the set. ' +
      'Refused with QUERY_TOO_LARGE when it would follow more citation links than the configured cap.',
  })
  async similarityMap(
    @Arg('paperIds', () => [ID], { description: 'At most the larger of REFGRAPH_MAX_PAGE_SIZE and REFGRAPH_GRAPH_MAX_NODES + 1 (a whole neighbourhood and its centre).' }) paperIds: string[],
    @Ctx() context: Context,
    @Arg('centreId', () => ID, { nullable: true, description: 'A paper among paperIds whose every link is returned (its similarity to each paper), whatever linksPerPaper.' }) centreId?: string,
    @Arg('linksPerPaper', () => Int, { defaultValue: 8, description: `Strongest links kept per paper, 1 to ${MAX_LINKS_PER_PAPER}.` }) linksPerPaper = 8,
    @Arg('first', () => Int, { defaultValue: 10, description: 'Prior works and derivative works wanted, each.' }) first = 10,
  ): Promise<SimilarityMap> {
    const limit = influenceLimit(context.services.config);
    if (paperIds.length === 0) throw invalidArgument('paperIds', 'name at least one paper');
    if (paperIds.length > limit) throw invalidArgument('paperIds', `name at most ${limit} papers (a neighbourhood of REFGRAPH_GRAPH_MAX_NODES and its centre), got ${paperIds.length}`);
    if (centreId != null && !paperIds.includes(centreId)) throw invalidArgument('centreId', `must be one of paperIds, got ${centreId}`);
    const map = await similarityMap(graphReader(context.services), {
      paperIds,
      centreId: centreId ?? undefined,
      linksPerPaper: checkedPageSize('linksPerPaper', linksPerPaper, MAX_LINKS_PER_PAPER),
      neighbours: checkedPageSize('first', first, context.services.config.api.maxPageSize),
    });
    const neighbours = (rows: typeof map.priorWorks) => withStoredPapers(context, rows, (row) => row.paper.id, (row, paper) => ({ ...row, paper }));
    return { ...map, priorWorks: await neighbours(map.priorWorks), derivativeWorks: await neighbours(map.derivativeWorks) };
  }
}
