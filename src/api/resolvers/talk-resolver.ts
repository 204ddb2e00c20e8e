import { Arg, Ctx, FieldResolver, ID, Int, Query, Resolver, Root } from 'type-graphql';
import { checkedPageSize } from '../arguments';
import type { Context } from '../context';
import { connectionPage } from '../connection-page';
import { decodeTalkCursor, encodeTalkCursor } from '../cursor';
import { TalkConnection } from '../types/connection';
import { Paper, Talk } from '../types/paper';

@Resolver(() => Talk)
export class TalkResolver {
  @Query(() => Talk, { nullable: true, description: 'A talk by id; null when unknown.' })
  async talk(@Arg('id', () => ID) id: string, @Ctx() context: Context): Promise<Talk | null> {
    return context.loaders.talk.load(id);
  }

  @FieldResolver(() => Paper, {
    nullable: true,
    description: "The talk's own paper (its write-up), which its recommendations never return; null when it names none or that paper is not stored.",
  })
  async paper(@Root() talk: Talk, @Ctx() context: Context): Promise<Paper | null> {
    return talk.paperId === null ? null : context.loaders.paper.load(talk.paperId);
  }

  @Query(() => TalkConnection, { description: 'Talks in id order, with Relay cursors (what a client lists to pick a talk to recommend for).' })
  async talks(
    @Ctx() context: Context,
    @Arg('first', () => Int, { defaultValue: 20 }) first = 20,
    @Arg('after', () => String, { nullable: true }) after?: string,
  ): Promise<TalkConnection> {
    const size = checkedPageSize('first', first, context.services.config.api.maxPageSize);
    const afterId = after ? decodeTalkCursor(after) : undefined;
    const [rows, totalCount] = await Promise.all([
      context.services.prisma.talk.findMany({ where: afterId === undefined ? {} : { id: { gt: afterId } }, orderBy: { id: 'asc' }, take: size + 1 }),
      context.services.prisma.talk.count(),
    ]);
    return { ...connectionPage(rows, size, afterId !== undefined, (row) => encodeTalkCursor(row.id), (row) => row), totalCount };
  }

  @FieldResolver(() => [Paper], { description: 'Gold reference set: the papers the talk cites, oldest first.' })
  async references(@Root() talk: Talk, @Ctx() context: Context): Promise<Paper[]> {
    return context.loaders.talkReferences.load(talk.id);
  }
}
