import { Arg, Ctx, ID, Int, Query, Resolver } from 'type-graphql';
import { checkedDepth, checkedYearWindow, citationOverlapOf, citationPaths, MAX_NEIGHBOURHOOD_DEPTH, MAX_PATH_DEPTH, neighbourhood, relatedPapers } from '../../graph';
import { checkedPageSize } from '../arguments';
import type { Context } from '../context';
import { graphReader } from '../../app';
import { CitationDirectionEnum, CitationOverlap, CitationPaths, Neighbourhood, RelatedPaper } from '../types/graph';

/** Papers a neighbourhood returns when no limit is given (unless the configured maximum is lower). */
const DEFAULT_LIMIT = 100;

@Resolver()
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
    @Arg('yearFrom', () => Int, { nullable: true }) yearFrom?: number,
    @Arg('yearTo', () => Int, { nullable: true }) yearTo?: number,
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
    return relatedPapers(graphReader(context.services), 'coCited', paperId, checkedPageSize('first', first, context.services.config.api.maxPageSize));
  }

  @Query(() => [RelatedPaper], { description: "Papers sharing references with a paper (bibliographic coupling): most shared references first; similarity is Salton's cosine." })
  async coupled(
    @Arg('paperId', () => ID) paperId: string,
    @Ctx() context: Context,
    @Arg('first', () => Int, { defaultValue: 10, description: 'Papers wanted, most related first.' }) first: number,
  ): Promise<RelatedPaper[]> {
    return relatedPapers(graphReader(context.services), 'coupled', paperId, checkedPageSize('first', first, context.services.config.api.maxPageSize));
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
    return citationPaths(graphReader(context.services), {
      fromId,
      toId,
      maxDepth: checkedDepth('maxDepth', maxDepth, MAX_PATH_DEPTH),
      directed,
      maxPaths: checkedPageSize('first', first ?? maxPaths, maxPaths),
    });
  }
}
