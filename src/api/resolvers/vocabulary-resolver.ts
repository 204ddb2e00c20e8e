import { Arg, Ctx, FieldResolver, Int, Query, Resolver, Root } from 'type-graphql';
import { CountPage, CountPageRequest, fieldOfStudyPage, venuePage } from '../../db';
import { checkedPageSize } from '../arguments';
import { connectionPage } from '../connection-page';
import type { Context } from '../context';
import { CountCursor, decodeFieldOfStudyCursor, decodeVenueCursor, encodeFieldOfStudyCursor, encodeVenueCursor } from '../cursor';
import { FieldOfStudyConnection, VenueConnection } from '../types/lists';
import { Venue } from '../types/paper';

const SEARCH_DESCRIPTION = 'Only names containing this text, ignoring case; empty: all.';

function pageRequest(context: Context, first: number, after: CountCursor | null, search: string | undefined): CountPageRequest {
  const size = checkedPageSize('first', first, context.services.config.api.maxPageSize);
  // An empty search box lists everything.
  const text = search?.trim() ?? '';
  return { search: text === '' ? null : text, after, take: size + 1 };
}

function pageOf<Node>(page: CountPage, request: CountPageRequest, encode: (position: CountCursor) => string, node: (row: CountPage['rows'][number]) => Node) {
  const connection = connectionPage(page.rows, request.take - 1, request.after !== null, (row) => encode({ papers: row.papers, id: row.id }), node);
  return { ...connection, totalCount: page.total };
}

@Resolver(() => Venue)
export class VocabularyResolver {
  @Query(() => VenueConnection, { description: 'Venues with their paper counts, most papers first (then by id), with Relay cursors.' })
  async venues(
    @Ctx() context: Context,
    @Arg('first', () => Int, { defaultValue: 20 }) first = 20,
    @Arg('after', () => String, { nullable: true }) after?: string,
    @Arg('search', () => String, { nullable: true, description: SEARCH_DESCRIPTION }) search?: string,
  ): Promise<VenueConnection> {
    const request = pageRequest(context, first, after ? decodeVenueCursor(after) : null, search);
    const page = await venuePage(context.services.prisma, request);
    return pageOf(page, request, encodeVenueCursor, (row): Venue => ({ id: row.id, name: row.name, paperCount: row.papers }));
  }

  @Query(() => FieldOfStudyConnection, { description: 'Fields of study as papers name them, with their paper counts, most papers first (then by name), with Relay cursors.' })
  async fieldsOfStudy(
    @Ctx() context: Context,
    @Arg('first', () => Int, { defaultValue: 20 }) first = 20,
    @Arg('after', () => String, { nullable: true }) after?: string,
    @Arg('search', () => String, { nullable: true, description: SEARCH_DESCRIPTION }) search?: string,
  ): Promise<FieldOfStudyConnection> {
    const request = pageRequest(context, first, after ? decodeFieldOfStudyCursor(after) : null, search);
    const page = await fieldOfStudyPage(context.services.prisma, request);
    return pageOf(page, request, encodeFieldOfStudyCursor, (row) => ({ name: row.name, paperCount: row.papers }));
  }

  @FieldResolver(() => Int, { description: 'Papers published in this venue.' })
  async paperCount(@Root() venue: Venue, @Ctx() context: Context): Promise<number> {
    return venue.paperCount ?? context.loaders.venuePaperCount.load(venue.id);
  }
}
