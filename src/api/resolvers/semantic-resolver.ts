import { Arg, Ctx, ID, Int, Query, Resolver } from 'type-graphql';
import type { Embedder } from '../../embed';
import { notFound, RefgraphError } from '../../errors/refgraph-error';
import { knnPapers } from '../../search';
import { checkedPaperFilter, indexPaperFilter } from '../paper-filters';
import { PaperFilter } from '../types/paper-filter';
import { checkedPageSize, checkedText } from '../arguments';
import type { Context } from '../context';
import { searchResults } from '../search-results';
import { SearchResult } from '../types/operations';
import { FreeTextScalar } from '../types/scalars';

async function requireEmbedder(context: Context): Promise<Embedder> {
  const embedder = await context.services.embedder();
  if (!embedder) throw new RefgraphError('MODEL_UNAVAILABLE', 'semantic search needs an encoder: set REFGRAPH_EMBEDDING_MODEL');
  return embedder;
}

@Resolver()
export class SemanticResolver {
  @Query(() => [SearchResult], { description: 'Papers nearest in meaning to a paper (dense kNN over its title and abstract); score is the cosine.' })
  async similarPapers(
    @Arg('paperId', () => ID) paperId: string,
    @Ctx() context: Context,
    @Arg('first', () => Int, { defaultValue: 10, description: 'Papers wanted, nearest first.' }) first: number,
  ): Promise<SearchResult[]> {
    const size = checkedPageSize('first', first, context.services.config.api.maxPageSize);
    const embedder = await requireEmbedder(context);
    const paper = await context.services.prisma.paper.findUnique({ where: { id: paperId }, include: { venue: true } });
    if (!paper) throw notFound('paper', paperId);
    const vectors = await embedder.papers([{ ...paper, venue: paper.venue?.name ?? null }]);
    const hits = await knnPapers(context.services.elasticsearch, context.services.paperIndex, vectors.get(paperId)!, size, { excludeIds: [paperId] });
    return searchResults(context, hits);
  }

  @Query(() => [SearchResult], { description: 'Dense kNN search with the multilingual encoder (query role); score is the cosine.' })
  async semanticSearch(
    @Arg('text', () => FreeTextScalar) text: string,
    @Ctx() context: Context,
    @Arg('first', () => Int, { defaultValue: 10, description: 'Papers wanted, nearest first.' }) first: number,
    @Arg('filter', () => PaperFilter, { nullable: true }) filter?: PaperFilter,
  ): Promise<SearchResult[]> {
    const query = checkedText('text', text);
    const size = checkedPageSize('first', first, context.services.config.api.maxPageSize);
    const checked = await checkedPaperFilter(context, 'filter', filter);
    const vector = await (await requireEmbedder(context)).query(query);
    return searchResults(context, await knnPapers(context.services.elasticsearch, context.services.paperIndex, vector, size, await indexPaperFilter(context, checked)));
  }
}
