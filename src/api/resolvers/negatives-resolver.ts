import { Arg, Ctx, ID, Int, Query, Resolver } from 'type-graphql';
import { graphPapers } from '../../graph';
import { checkedSeed } from '../../common/random';
import { drawNegatives, queryPaper } from '../../negatives';
import { checkedPageSize } from '../arguments';
import type { Context } from '../context';
import { graphReader, negativeSources } from '../../app';
import { GraphPaper, NegativeStrategyEnum } from '../types/graph';

@Resolver()
export class NegativesResolver {
  @Query(() => [GraphPaper], {
    description:
      'Negatives for a paper (papers it does not cite, published no later than it), for training data: a seeded sample of the strategy\'s candidates in draw order. ' +
      'Same seed, same negatives.',
  })
  async negatives(
    @Arg('queryPaperId', () => ID) queryPaperId: string,
    @Arg('strategy', () => NegativeStrategyEnum) strategy: NegativeStrategyEnum,
    @Ctx() context: Context,
    @Arg('first', () => Int, { defaultValue: 10, description: 'Negatives wanted, in draw order.' }) first: number,
    @Arg('seed', () => Int, { defaultValue: 0 }) seed: number,
  ): Promise<GraphPaper[]> {
    const size = checkedPageSize('first', first, context.services.config.api.maxPageSize);
    const sources = negativeSources(context.services);
    const ids = await drawNegatives(sources, await queryPaper(sources, queryPaperId), `${strategy}`, size, checkedSeed('seed', seed));
    return graphPapers(graphReader(context.services), ids);
  }
}
