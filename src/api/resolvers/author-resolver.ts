import { Arg, Ctx, FieldResolver, ID, Int, Query, Resolver, Root } from 'type-graphql';
import { checkedPageSize } from '../arguments';
import type { Context } from '../context';
import { Author, Paper } from '../types/paper';

@Resolver(() => Author)
export class AuthorResolver {
  @Query(() => Author, { nullable: true, description: 'An author by id; null when unknown.' })
  async author(@Arg('id', () => ID) id: string, @Ctx() context: Context): Promise<Author | null> {
    return context.loaders.author.load(id);
  }

  @FieldResolver(() => [Paper], { description: 'Papers by this author, newest first.' })
  async papers(
    @Root() author: Author,
    @Ctx() context: Context,
    @Arg('first', () => Int, { defaultValue: 50 }) first: number,
  ): Promise<Paper[]> {
    const take = checkedPageSize('first', first, context.services.config.api.maxPageSize);
    return context.services.prisma.paper.findMany({
      where: { authors: { some: { authorId: author.id } } },
      orderBy: [{ year: 'desc' }, { id: 'asc' }],
      take,
    });
  }
}
