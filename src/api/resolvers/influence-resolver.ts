import { Arg, Ctx, ID, Int, Query, Resolver } from 'type-graphql';
import { invalidArgument } from '../../errors/refgraph-error';
import { influence, InfluenceSubgraph } from '../../graph';
import { checkedPageSize, checkedText } from '../arguments';
import type { Context } from '../context';
import { graphReader } from '../../app';
import { checkedFieldsOfStudy } from '../vocabulary';
import { withStoredPapers } from '../stored-papers';
import { InfluentialPaper } from '../types/graph';

async function subgraphOf(context: Context, paperIds: string[] | undefined, field: string | undefined): Promise<InfluenceSubgraph> {
  if ((paperIds === undefined) === (field === undefined)) throw invalidArgument('paperIds', 'give either paperIds or field, not both nor neither');
  if (field !== undefined) return { fields: await checkedFieldsOfStudy(context, 'field', [checkedText('field', field)]) };
  if (paperIds!.length === 0) throw invalidArgument('paperIds', 'name at least one paper');
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
    @Arg('paperIds', () => [ID], { nullable: true }) paperIds?: string[],
    @Arg('field', () => String, { nullable: true, description: 'A field of study, as papers name it (case, accents and punctuation ignored).' }) field?: string,
    @Arg('first', () => Int, { defaultValue: 10, description: 'Papers wanted, most influential first.' }) first = 10,
  ): Promise<InfluentialPaper[]> {
    const size = checkedPageSize('first', first, context.services.config.api.maxPageSize);
    const ranked = await influence(graphReader(context.services), await subgraphOf(context, paperIds ?? undefined, field ?? undefined), size);
    return withStoredPapers(context, ranked, (row) => row.paper.id, (row, paper) => ({ ...row, paper })).then((rows) => rows.map((row, i) => ({ ...row, rank: i + 1 })));
  }
}
