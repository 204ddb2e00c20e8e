import { Arg, Ctx, ID, Int, Query, Resolver } from 'type-graphql';
import { invalidArgument } from '../../errors/refgraph-error';
import { influence, InfluenceSubgraph } from '../../graph';
import { checkedPageSize, checkedText } from '../arguments';
import type { Context } from '../context';
import type { RefgraphConfig } from '../../config';
import { graphReader } from '../../app';
import { checkedFieldsOfStudy } from '../vocabulary';
import { withStoredPapers } from '../stored-papers';
import { InfluentialPaper } from '../types/graph';

/**
 * The most papers one influence ranks, given or returned: a whole neighbourhood as drawn (its
 * REFGRAPH_GRAPH_MAX_NODES papers and the centre) fits, so a client ranking what it drew (the
 * explorer's influence panel) works at every size `neighbourhood` allows; never below the API's
 * page size. Both limits come from one configured value, so they cannot drift apart.
 */
export function influenceLimit(config: Pick<RefgraphConfig, 'api' | 'graph'>): number {
  return Math.max(config.api.maxPageSize, config.graph.maxNodes + 1);
}

async function subgraphOf(context: Context, paperIds: string[] | undefined, field: string | undefined): Promise<InfluenceSubgraph> {
  if ((paperIds === undefined) === (field === undefined)) throw invalidArgument('paperIds', 'give either paperIds or field, not both nor neither');
  if (field !== undefined) return { fields: await checkedFieldsOfStudy(context, 'field', [checkedText('field', field)]) };
  if (paperIds!.length === 0) throw invalidArgument('paperIds', 'name at least one paper');
  const limit = influenceLimit(context.services.config);
  if (paperIds!.length > limit) throw invalidArgument('paperIds', `name at most ${limit} papers (a neighbourhood of REFGRAPH_GRAPH_MAX_NODES and its centre), got ${paperIds!.length}`);
  return { paperIds: paperIds! };
}

@Resolver()
export class InfluenceResolver {
  @Query(() => [InfluentialPaper], {
    description:
      'The most influential papers of a subgraph (the given papers, or the papers of a field of study) by OpenGDS PageRank over the citations among them. ' +
      'Refused with QUERY_TOO_LARGE above the configured cap; GRAPH_ALGORITHM_FAILED when GDS fails.',
  })
  async influence(
    @Ctx() context: Context,
    @Arg('paperIds', () => [ID], { nullable: true, description: 'At most the larger of REFGRAPH_MAX_PAGE_SIZE and REFGRAPH_GRAPH_MAX_NODES + 1 (a whole neighbourhood and its centre).' })
    paperIds?: string[],
    @Arg('field', () => String, { nullable: true, description: 'A field of study, as papers name it (case, accents and punctuation ignored).' }) field?: string,
    @Arg('first', () => Int, {
      defaultValue: 10,
      description: 'Papers wanted, most influential first: at most the larger of REFGRAPH_MAX_PAGE_SIZE and REFGRAPH_GRAPH_MAX_NODES + 1, so a whole neighbourhood as drawn is ranked.',
    })
    first = 10,
  ): Promise<InfluentialPaper[]> {
    const size = checkedPageSize('first', first, influenceLimit(context.services.config));
    const ranked = await influence(graphReader(context.services), await subgraphOf(context, paperIds ?? undefined, field ?? undefined), size);
    return withStoredPapers(context, ranked, (row) => row.paper.id, (row, paper) => ({ ...row, paper })).then((rows) => rows.map((row, i) => ({ ...row, rank: i + 1 })));
  }
}
