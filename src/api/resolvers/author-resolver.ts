import { Arg, Ctx, FieldResolver, ID, Int, Query, Resolver, Root } from 'type-graphql';
import { coAuthorsOf, searchPeople } from '../../authors';
import { invalidArgument } from '../../errors/refgraph-error';
import { checkedPageSize } from '../arguments';
import { connectionPage } from '../connection-page';
import type { Context } from '../context';
import { decodeAuthorCursor, encodeAuthorCursor } from '../cursor';
import { paperPage } from '../paper-pages';
import { MAX_LIST_DEPTH, rankedPageRequest } from '../ranked-page';
import { AuthorConnection, PaperConnection } from '../types/connection';
import { Author, AuthorVariant, CoAuthor } from '../types/paper';

@Resolver(() => Author)
export class AuthorResolver {
  @Query(() => Author, { nullable: true, description: 'An author by id (a merged name variant\'s id answers with its author); null when unknown.' })
  async author(@Arg('id', () => ID) id: string, @Ctx() context: Context): Promise<Author | null> {
    return context.loaders.author.load(id);
  }

  @Query(() => AuthorConnection, { description: 'Authors any of whose name variants contain the search (case and accents ignored), in id order.' })
  async authors(
    @Ctx() context: Context,
    @Arg('search', () => String) search: string,
    @Arg('first', () => Int, { defaultValue: 20 }) first = 20,
    @Arg('after', () => String, { nullable: true }) after?: string,
  ): Promise<AuthorConnection> {
    if (search.trim() === '') throw invalidArgument('search', 'give part of a name');
    const size = checkedPageSize('first', first, context.services.config.api.maxPageSize);
    const afterId = after ? decodeAuthorCursor(after) : null;
    const { rows, totalCount } = await searchPeople(context.services.prisma, search, afterId, size + 1);
    return { ...connectionPage(rows, size, afterId !== null, (row) => encodeAuthorCursor(row.id), (row) => row), totalCount };
  }

  @FieldResolver(() => [String], { description: 'The other names the sources wrote for this author.' })
  async aliases(@Root() author: Author, @Ctx() context: Context): Promise<string[]> {
    return (await context.loaders.authorVariants.load(author.id)).filter((variant) => variant.id !== author.id).map((variant) => variant.name);
  }

  @FieldResolver(() => String, { nullable: true, description: "The author's ORCID iD, as a source gave it for one of its name variants (the canonical one's first); null when none did." })
  async orcid(@Root() author: Author, @Ctx() context: Context): Promise<string | null> {
    return (await context.loaders.authorVariants.load(author.id)).find((variant) => variant.orcid !== null)?.orcid ?? null;
  }

  @FieldResolver(() => [AuthorVariant], { description: 'Every name variant merged into this author (the canonical one first), with the evidence for each merge.' })
  async variants(@Root() author: Author, @Ctx() context: Context): Promise<AuthorVariant[]> {
    return context.loaders.authorVariants.load(author.id);
  }

  @FieldResolver(() => Int, { description: 'Papers by this author, under any of its name variants.' })
  async paperCount(@Root() author: Author, @Ctx() context: Context): Promise<number> {
    return (await context.loaders.authorStats.load(author.id)).paperCount;
  }

  @FieldResolver(() => Int, { description: "Citations of the author's papers from the stored papers." })
  async citationCount(@Root() author: Author, @Ctx() context: Context): Promise<number> {
    return (await context.loaders.authorStats.load(author.id)).citationCount;
  }

  @FieldResolver(() => [CoAuthor], { description: 'The people this author wrote papers with, most shared papers first.' })
  async coAuthors(@Root() author: Author, @Ctx() context: Context, @Arg('first', () => Int, { defaultValue: 10 }) first: number): Promise<CoAuthor[]> {
    const take = checkedPageSize('first', first, context.services.config.api.maxPageSize);
    const rows = await coAuthorsOf(context.services.prisma, author.id, take);
    const people = await context.loaders.author.loadMany(rows.map((row) => row.authorId));
    return rows.flatMap((row, i) => {
      const person = people[i];
      return person && !(person instanceof Error) ? [{ author: person, sharedPapers: row.sharedPapers }] : [];
    });
  }

  @FieldResolver(() => PaperConnection, { description: 'Papers by this author under any of its name variants, newest first, with Relay cursors.' })
  async papersConnection(
    @Root() author: Author,
    @Ctx() context: Context,
    @Arg('first', () => Int, { defaultValue: 20, description: 'Papers per page.' }) first: number,
    @Arg('after', () => String, { nullable: true, description: `The endCursor of the page before; pages reach the first ${MAX_LIST_DEPTH} papers.` }) after?: string,
  ): Promise<PaperConnection> {
    const request = rankedPageRequest(`authorPapers:${author.id}`, { argument: 'first', value: first, max: context.services.config.api.maxPageSize }, after, MAX_LIST_DEPTH);
    const [papers, stats] = await Promise.all([context.loaders.authorPapers.load({ authorId: author.id, first: request.depth }), context.loaders.authorStats.load(author.id)]);
    for (const paper of papers) context.loaders.paper.prime(paper.id, paper);
    return paperPage(context, papers.map((paper) => paper.id), request, stats.paperCount);
  }
}
