import { Arg, Ctx, FieldResolver, Int, Resolver, Root } from 'type-graphql';
import type { CitationListKind } from '../../graph';
import type { Context } from '../context';
import { paperPage } from '../paper-pages';
import { MAX_LIST_DEPTH, rankedPageRequest } from '../ranked-page';
import { PaperConnection } from '../types/connection';
import { Paper } from '../types/paper';

const FIRST_DESCRIPTION = 'Papers per page.';
const AFTER_DESCRIPTION = `The endCursor of the page before; pages reach the first ${MAX_LIST_DEPTH} papers.`;

async function citationPage(context: Context, direction: CitationListKind, paperId: string, first: number, after: string | undefined): Promise<PaperConnection> {
  const request = rankedPageRequest(`${direction}:${paperId}`, { argument: 'first', value: first, max: context.services.config.api.maxPageSize }, after, MAX_LIST_DEPTH);
  const [ids, total] = await Promise.all([
    context.loaders[direction].load({ paperId, limit: request.depth }),
    direction === 'references' ? context.loaders.referenceCount.load(paperId) : context.loaders.citationCount.load({ paperId, asOfYear: null }),
  ]);
  return paperPage(context, ids, request, total);
}

/** A paper's references and citations as connections (the plain lists are paper-resolver's). */
@Resolver(() => Paper)
export class PaperListResolver {
  @FieldResolver(() => PaperConnection, { description: 'Papers this paper cites (Neo4j), newest first, with Relay cursors.' })
  async referencesConnection(
    @Root() paper: Paper,
    @Ctx() context: Context,
    @Arg('first', () => Int, { defaultValue: 20, description: FIRST_DESCRIPTION }) first: number,
    @Arg('after', () => String, { nullable: true, description: AFTER_DESCRIPTION }) after?: string,
  ): Promise<PaperConnection> {
    return citationPage(context, 'references', paper.id, first, after);
  }

  @FieldResolver(() => PaperConnection, { description: 'Papers citing this paper (Neo4j), newest first, with Relay cursors.' })
  async citedByConnection(
    @Root() paper: Paper,
    @Ctx() context: Context,
    @Arg('first', () => Int, { defaultValue: 20, description: FIRST_DESCRIPTION }) first: number,
    @Arg('after', () => String, { nullable: true, description: AFTER_DESCRIPTION }) after?: string,
  ): Promise<PaperConnection> {
    return citationPage(context, 'citedBy', paper.id, first, after);
  }
}
