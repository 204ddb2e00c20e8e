import { Arg, Ctx, FieldResolver, ID, Int, Query, Resolver, Root } from 'type-graphql';
import type { Prisma } from '@prisma/client';
import { paperIdByIdentifier } from '../../db';
import { invalidArgument } from '../../errors/refgraph-error';
import { EXTERNAL_ID_KEYS, storedForms } from '../../ingest';
import { checkedPageSize } from '../arguments';
import type { Context } from '../context';
import { connectionPage } from '../connection-page';
import { decodeCursor, decodeSortedPaperCursor, encodeCursor, encodeSortedPaperCursor } from '../cursor';
import { PaperSort, PaperSortKeyEnum, SortDirectionEnum } from '../types/lists';
import { nameKey } from '../../common/name-key';
import { CheckedPaperFilter, checkedPaperFilter } from '../paper-filters';
import { PaperConnection } from '../types/connection';
import { PaperFilter } from '../types/paper-filter';
import { Author, ExternalIdKindEnum, Paper, Venue } from '../types/paper';
import { YearScalar } from '../types/scalars';

/** The checked filter as a Prisma condition. */
function paperWhere(filter: CheckedPaperFilter): Prisma.PaperWhereInput {
  const { minYear, maxYear, fieldsOfStudy, venues, languages, unknownLanguage, authorIds } = filter;
  const language: Prisma.PaperWhereInput[] = [
    ...(languages?.length ? [{ language: { in: languages } }] : []),
    ...(unknownLanguage ? [{ language: null }] : []),
  ];
  return {
    year: { gte: minYear, lte: maxYear },
    ...(language.length > 0 ? { OR: language } : {}),
    venueId: venues ? { in: venues.map(nameKey) } : undefined,
    fieldsOfStudy: fieldsOfStudy ? { hasSome: fieldsOfStudy } : undefined,
    // An author is a person: the papers of every name variant merged into it.
    authors: authorIds ? { some: { author: { OR: [{ id: { in: authorIds } }, { canonicalId: { in: authorIds } }] } } } : undefined,
  };
}

/** A sorted list's order: the key, then paper id. */
function paperOrder(sort: PaperSort): Prisma.PaperOrderByWithRelationInput[] {
  if (sort.by === PaperSortKeyEnum.RELEVANCE) throw invalidArgument('sort.by', 'papers has no query to be relevant to: sort by YEAR or CITATIONS, or leave sort out for id order');
  const direction = sort.direction === SortDirectionEnum.ASC ? 'asc' : 'desc';
  return [sort.by === PaperSortKeyEnum.YEAR ? { year: direction } : { citedBy: { _count: direction } }, { id: 'asc' }];
}

@Resolver(() => Paper)
export class PaperResolver {
  @Query(() => Paper, { nullable: true, description: 'A paper by id; null when unknown.' })
  async paper(@Arg('id', () => ID) id: string, @Ctx() context: Context): Promise<Paper | null> {
    return context.loaders.paper.load(id);
  }

  @Query(() => [Paper], {
    nullable: 'items',
    description: 'Papers by id, in the order asked, null where an id is unknown (one batched read). At most the API page size of ids.',
  })
  async papersByIds(@Arg('ids', () => [ID]) ids: string[], @Ctx() context: Context): Promise<(Paper | null)[]> {
    if (ids.length === 0) throw invalidArgument('ids', 'give at least one paper id');
    const max = context.services.config.api.maxPageSize;
    if (ids.length > max) throw invalidArgument('ids', `at most ${max} ids per request, got ${ids.length}`);
    const papers = await context.loaders.paper.loadMany(ids);
    return papers.map((paper) => {
      if (paper instanceof Error) throw paper;
      return paper;
    });
  }

  @Query(() => Paper, {
    nullable: true,
    description: 'A paper by its identifier in another system (DOI, arXiv, OpenAlex, ACL Anthology), as pasted; null when no paper holds it.',
  })
  async paperByExternalId(
    @Arg('kind', () => ExternalIdKindEnum) kind: ExternalIdKindEnum,
    @Arg('value', () => String) value: string,
    @Ctx() context: Context,
  ): Promise<Paper | null> {
    const forms = storedForms(kind, value);
    if (forms.length === 0) throw invalidArgument('value', `'${value}' is not a valid ${kind} identifier`);
    const id = await paperIdByIdentifier(context.services.prisma, kind === 'DOI' ? null : EXTERNAL_ID_KEYS[kind], forms);
    return id === null ? null : context.loaders.paper.load(id);
  }

  @Query(() => PaperConnection, { description: 'Papers, filtered, with Relay cursors: in id order, or sorted by year or citations.' })
  async papers(
    @Ctx() context: Context,
    @Arg('filter', () => PaperFilter, { nullable: true }) filter?: PaperFilter,
    @Arg('first', () => Int, { defaultValue: 20 }) first = 20,
    @Arg('after', () => String, { nullable: true }) after?: string,
    @Arg('sort', () => PaperSort, { nullable: true, description: 'YEAR or CITATIONS (RELEVANCE is for searches); default: id order.' }) sort?: PaperSort,
  ): Promise<PaperConnection> {
    const size = checkedPageSize('first', first, context.services.config.api.maxPageSize);
    const where = paperWhere(await checkedPaperFilter(context, 'filter', filter));
    const { prisma } = context.services;
    if (sort) {
      const orderBy = paperOrder(sort);
      const key = JSON.stringify([where, orderBy]);
      const skip = after ? decodeSortedPaperCursor(after, key) : 0;
      const [rows, totalCount] = await Promise.all([prisma.paper.findMany({ where, orderBy, skip, take: size + 1 }), prisma.paper.count({ where })]);
      const ranked = rows.map((row, i) => ({ row, rank: skip + i + 1 }));
      return { ...connectionPage(ranked, size, skip > 0, ({ rank }) => encodeSortedPaperCursor(key, rank), ({ row }) => row), totalCount };
    }
    const afterId = after ? decodeCursor(after) : undefined;
    const [rows, totalCount] = await Promise.all([
      prisma.paper.findMany({
        where: afterId === undefined ? where : { AND: [where, { id: { gt: afterId } }] },
        orderBy: { id: 'asc' },
        take: size + 1,
      }),
      prisma.paper.count({ where }),
    ]);
    return { ...connectionPage(rows, size, afterId !== undefined, (row) => encodeCursor(row.id), (row) => row), totalCount };
  }

  @FieldResolver(() => Int, {
    description: 'Citations from the stored papers (PostgreSQL); with asOfYear, only from papers published in or before that year.',
  })
  async citationCount(
    @Root() paper: Paper,
    @Ctx() context: Context,
    @Arg('asOfYear', () => YearScalar, { nullable: true }) asOfYear?: number,
  ): Promise<number> {
    return context.loaders.citationCount.load({ paperId: paper.id, asOfYear: asOfYear ?? null });
  }

  @FieldResolver(() => Venue, { nullable: true })
  async venue(@Root() paper: Paper, @Ctx() context: Context): Promise<Venue | null> {
    return paper.venueId ? context.loaders.venue.load(paper.venueId) : null;
  }

  @FieldResolver(() => [Author], { description: 'Authors in author order.' })
  async authors(@Root() paper: Paper, @Ctx() context: Context): Promise<Author[]> {
    return context.loaders.authorsOfPaper.load(paper.id);
  }
}
