import { Arg, Ctx, FieldResolver, ID, Query, Resolver, Root } from 'type-graphql';
import type { Context } from '../context';
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

  @FieldResolver(() => [Paper], { description: 'Gold reference set: the papers the talk cites, oldest first.' })
  async references(@Root() talk: Talk, @Ctx() context: Context): Promise<Paper[]> {
    const rows = await context.services.prisma.talkReference.findMany({
      where: { talkId: talk.id },
      include: { paper: true },
      orderBy: [{ paper: { year: 'asc' } }, { paperId: 'asc' }],
    });
    return rows.map((row) => row.paper);
  }
}
