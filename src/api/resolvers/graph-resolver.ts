import { Arg, Ctx, FieldResolver, ID, Int, Query, Resolver, Root } from 'type-graphql';
import { notFound } from '../../errors/refgraph-error';
import { checkedDepth, checkedYearWindow, citationOverlapOf, citationPaths, MAX_NEIGHBOURHOOD_DEPTH, MAX_PATH_DEPTH, neighbourhood, relatedPapers } from '../../graph';
import { checkedPageSize } from '../arguments';
import type { Context } from '../context';
import { graphReader } from '../../app';
import { withStoredPapers } from '../stored-papers';
import { CitationDirectionEnum, CitationOverlap, CitationPaths, Neighbourhood, NeighbourhoodNode, RelatedPaper } from '../types/graph';
import { Paper } from '../types/paper';
import { YearScalar } from '../types/scalars';

/** Papers a neighbourhood returns when no limit is given (unless the configured maximum is lower). */
const DEFAULT_LIMIT = 100;

@Resolver(() => NeighbourhoodNode)
export class GraphResolver {
  @Query(() => Neighbourhood, {
    description:
      'Papers within `depth` citation hops of a paper, with the citations among them. Paths run only through papers inside the year window. ' +
      'Refused with QUERY_TOO_LARGE when it would follow more citation links than the configured cap.',
  })
  async neighbourhood(
    @Arg('paperId', () => ID) paperId: string,
    @Ctx() context: Context,
    @Arg('direction', () => CitationDirectionEnum, { defaultValue: CitationDirectionEnum.BOTH }) direction: CitationDirectionEnum,
    @Arg('depth', () => Int, { defaultValue: 1, description: `1 to ${MAX_NEIGHBOURHOOD_DEPTH}.` }) depth: number,
    @Arg('first', () => Int, {
      nullable: true,
      description: `Most papers returned besides the centre (nearest first): at most REFGRAPH_GRAPH_MAX_NODES, which is also the default when below ${DEFAULT_LIMIT}; else ${DEFAULT_LIMIT}.`,
    })
    first?: number,
    @Arg('yearFrom', () => YearScalar, { nullable: true }) yearFrom?: number,
    @Arg('yearTo', () => YearScalar, { nullable: true }) yearTo?: number,
  ): Promise<Neighbourhood> {
    const { maxNodes } = context.services.config.graph;
    return neighbourhood(graphReader(context.services), {
      paperId,
      direction: `${direction}`,
      depth: checkedDepth('depth', depth, MAX_NEIGHBOURHOOD_DEPTH),
      limit: checkedPageSize('first', first ?? Math.min(DEFAULT_LIMIT, maxNodes), maxNodes),
      window: checkedYearWindow(yearFrom, yearTo),
    });
  }

  @Query(() => [RelatedPaper], { description: "Papers cited together with a paper (co-citation): most papers citing both first; similarity is Salton's cosine." })
  async coCited(
    @Arg('paperId', () => ID) paperId: string,
    @Ctx() context: Context,
    @Arg('first', () => Int, { defaultValue: 10, description: 'Papers wanted, most related first.' }) first: number,
  ): Promise<RelatedPaper[]> {
    const related = await relatedPapers(graphReader(context.services), 'coCited', paperId, checkedPageSize('first', first, context.services.config.api.maxPageSize));
    return withStoredPapers(context, related, (row) => row.paper.id, (row, paper) => ({ ...row, paper }));
  }

  @Query(() => [RelatedPaper], { description: "Papers sharing references with a paper (bibliographic coupling): most shared references first; similarity is Salton's cosine." })
  async coupled(
    @Arg('paperId', () => ID) paperId: string,
    @Ctx() context: Context,
    @Arg('first', () => Int, { defaultValue: 10, description: 'Papers wanted, most related first.' }) first: number,
  ): Promise<RelatedPaper[]> {
    const related = await relatedPapers(graphReader(context.services), 'coupled', paperId, checkedPageSize('first', first, context.services.config.api.maxPageSize));
    return withStoredPapers(context, related, (row) => row.paper.id, (row, paper) => ({ ...row, paper }));
  }

  @Query(() => CitationOverlap, { description: "Share of the query paper's references that the candidate cites or is cited by (MDCR citation overlap)." })
  async citationOverlap(
    @Arg('queryPaperId', () => ID) queryPaperId: string,
    @Arg('candidateId', () => ID) candidateId: string,
    @Ctx() context: Context,
  ): Promise<CitationOverlap> {
    return citationOverlapOf(graphReader(context.services), queryPaperId, candidateId);
  }

  @Query(() => CitationPaths, { description: 'All shortest citation paths between two papers (up to `first` of them), at most `maxDepth` hops.' })
  async citationPath(
    @Arg('fromId', () => ID) fromId: string,
    @Arg('toId', () => ID) toId: string,
    @Ctx() context: Context,
    @Arg('maxDepth', () => Int, { defaultValue: 4, description: `1 to ${MAX_PATH_DEPTH}.` }) maxDepth: number,
    @Arg('directed', { defaultValue: true, description: 'true: each paper on the path cites the next. false: citations in either direction.' }) directed: boolean,
    @Arg('first', () => Int, { nullable: true, description: 'Most paths returned: at most, and by default, REFGRAPH_GRAPH_MAX_PATHS.' }) first?: number,
  ): Promise<CitationPaths> {
    const { maxPaths } = context.services.config.graph;
    const found = await citationPaths(graphReader(context.services), {
      fromId,
      toId,
      maxDepth: checkedDepth('maxDepth', maxDepth, MAX_PATH_DEPTH),
      directed,
      maxPaths: checkedPageSize('first', first ?? maxPaths, maxPaths),
    });
    // A path through a paper PostgreSQL no longer holds (a stale projection entry) is left out whole.
    const paths = await Promise.all(found.paths.map(async (path) => ({ ...path, papers: await withStoredPapers(context, path.papers, (p) => p.id, (_p, paper) => paper) })));
    return { ...found, paths: paths.filter((path, i) => path.papers.length === found.paths[i]!.papers.length) };
  }

  @FieldResolver(() => Paper, { description: 'The full paper (PostgreSQL, batched for all the nodes asked).' })
  async paper(@Root() node: NeighbourhoodNode, @Ctx() context: Context): Promise<Paper> {
    const paper = await context.loaders.paper.load(node.id);
    if (!paper) throw notFound('paper', node.id);
    return paper;
  }
}
