import { Arg, Ctx, ID, Int, Query, Resolver } from 'type-graphql';
import { checkedSeed } from '../../common/random';
import { drawNegatives, queryPaper } from '../../negatives';
import { checkedPageSize } from '../arguments';
import type { Context } from '../context';
import { negativeSources } from '../../app';
import { withStoredPapers } from '../stored-papers';
import { NegativeStrategyEnum } from '../types/graph';
import { Paper } from '../types/paper';

@Resolver()
export class NegativesResolver {
  @Query(() => [Paper], {
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
  ): Promise<Paper[]> {
    const size = checkedPageSize('first', first, context.services.config.api.maxPageSize);
    const sources = negativeSources(context.services, 'request');
    const ids = await drawNegatives(sources, await queryPaper(sources, queryPaperId), `${strategy}`, size, checkedSeed('seed', seed));
    return withStoredPapers(context, ids, (id) => id, (_id, paper) => paper);
  }
}
