import { Arg, Args, Ctx, ID, Query, Resolver } from 'type-graphql';
import { invalidArgument, notFound } from '../../errors/refgraph-error';
import { nameKey } from '../../common/name-key';
import { FEATURES, rank, contextText, paperTextQuery, talkQuery, TextQuery, textQuery, TimeFilters, checkedWeights, requiredRanker, WEIGHT_FUSION_METHODS } from '../../rank';
import type { RankQuery } from '../../rank';
import { checkedText } from '../arguments';
import { rankedPage, RankedPageRequest, rankingPageRequest } from '../ranked-page';
import type { Context } from '../context';
import { authorsPaperIds, checkedPaperFilter } from '../paper-filters';
import { rankerVersion, rankEngines } from '../../app';
import { CitingSubject, storedReferences } from '../already-cited';
import { CitationQueryInput, FusionMethodEnum, RankArgs, Recommendation, RecommendationList } from '../types/recommend';
import { Paper } from '../types/paper';

/** The filter checked (names resolved to the stored ones, authors to their papers) with the time limit's option. */
async function timeFilters(context: Context, args: RankArgs): Promise<TimeFilters> {
  const { minYear, maxYear: yearTo, authorIds, ...filters } = await checkedPaperFilter(context, 'filter', args.filter);
  return {
    includeSameYear: args.includeSameYear,
    ...filters,
    ...(minYear !== undefined ? { minYear } : {}),
    ...(yearTo !== undefined ? { yearTo } : {}),
    ...(authorIds ? { onlyIds: await authorsPaperIds(context, authorIds) } : {}),
  };
}

/** Which of the input's modes was asked for; exactly one is allowed. */
function citationMode(input: CitationQueryInput): 'paperId' | 'title' | 'context' | 'topicSentence' {
  const modes = (['paperId', 'title', 'context', 'topicSentence'] as const).filter((mode) => input[mode] !== undefined && input[mode] !== null);
  if (modes.length !== 1) {
    throw invalidArgument('input', `give exactly one of paperId, title, context, topicSentence (got ${modes.length === 0 ? 'none' : modes.join(', ')})`);
  }
  return modes[0]!;
}

async function citationTextQuery(input: CitationQueryInput, context: Context): Promise<TextQuery> {
  const { prisma } = context.services;
  const mode = citationMode(input);
  if (mode === 'paperId') {
    const paper = await prisma.paper.findUnique({ where: { id: input.paperId! } });
    if (!paper) throw notFound('paper', input.paperId!);
    return paperTextQuery(prisma, paper);
  }
  const citing = input.citingPaperId ? await prisma.paper.findUnique({ where: { id: input.citingPaperId } }) : null;
  if (input.citingPaperId && !citing) throw notFound('paper', input.citingPaperId);
  const year = input.year ?? citing?.year;
  if (year === undefined) throw invalidArgument('input.year', 'give the year of the query (or a citingPaperId)');
  const citingQuery = citing ? await paperTextQuery(prisma, citing) : null;
  const authorIds = input.authors ? input.authors.map(nameKey) : (citingQuery?.authorIds ?? []);
  const excludeIds = citing ? [citing.id] : [];
  const text =
    mode === 'title'
      ? [checkedText('input.title', input.title!), input.abstract].filter(Boolean).join('. ')
      : contextText(checkedText(`input.${mode}`, (mode === 'context' ? input.context : input.topicSentence)!), citing?.title ?? null);
  return { text, year, authorIds, excludeIds };
}

@Resolver()
export class RecommendResolver {
  @Query(() => RecommendationList, {
    description: 'Papers a talk should cite, from its transcript, title and year; only papers published before the talk.',
  })
  async recommendations(
    @Arg('talkId', () => ID) talkId: string,
    @Args() args: RankArgs,
    @Ctx() context: Context,
  ): Promise<RecommendationList> {
    const prepared = prepare(context, args, ['recommendations', talkId]);
    const talk = await context.services.prisma.talk.findUnique({ where: { id: talkId } });
    if (!talk) throw notFound('talk', talkId);
    const query = await talkQuery(talk, await context.services.embedder(), await timeFilters(context, args));
    return run(context, query, prepared, { talkId: talk.id });
  }

  @Query(() => RecommendationList, {
    description: 'Papers to cite for a paper (global), a citation context (local) or a paragraph topic sentence; only older papers.',
  })
  async recommendCitations(
    @Arg('input', () => CitationQueryInput) input: CitationQueryInput,
    @Args() args: RankArgs,
    @Ctx() context: Context,
  ): Promise<RecommendationList> {
    const prepared = prepare(context, args, ['recommendCitations', input]);
    const filters = await timeFilters(context, args);
    const query = await textQuery(await citationTextQuery(input, context), await context.services.embedder(), filters);
    // citationTextQuery has checked that the paper exists.
    const citing = input.paperId ?? input.citingPaperId;
    return run(context, query, prepared, citing ? { paperId: citing } : null);
  }

  @Query(() => [FusionMethodEnum], {
    description: "The fusion methods this server ranks by: WEIGHTED and RRF, and LEARNED when it serves a learned ranker (the model registry's promoted one, or REFGRAPH_RANKER_FILE's).",
  })
  fusionMethods(@Ctx() context: Context): FusionMethodEnum[] {
    const weightMethods = WEIGHT_FUSION_METHODS.map((method) => FusionMethodEnum[method]);
    return context.services.config.learnedRanker === null ? weightMethods : [...weightMethods, FusionMethodEnum.LEARNED];
  }
}

interface Prepared {
  page: RankedPageRequest;
  excludeIds: string[];
  excludeCited: boolean;
  weights: ReturnType<typeof checkedWeights>;
  fusion: FusionMethodEnum;
}

/**
 * Argument checks first, so bad input fails before any engine is asked. `subject` names what is
 * ranked; with the other arguments it identifies the ranking a cursor belongs to.
 */
function prepare(context: Context, args: RankArgs, subject: unknown[]): Prepared {
  const { rank: settings } = context.services.config;
  const weights = checkedWeights(settings.weights, { ...args.weights });
  const fusion = args.fusion ?? defaultFusion(context);
  if (fusion === FusionMethodEnum.LEARNED) requiredRanker(context.services.config.learnedRanker?.ranker);
  const excludeIds = args.excludeIds ?? [];
  const key = JSON.stringify([...subject, weights, fusion, args.filter ?? null, args.includeSameYear, excludeIds, args.excludeCited]);
  return { page: rankingPageRequest(key, args, settings.maxK), excludeIds, excludeCited: args.excludeCited, weights, fusion };
}

/** LEARNED when the server serves the model registry's promoted ranker (it passed the gate, or was promoted by hand); else the configured weight fusion. */
function defaultFusion(context: Context): FusionMethodEnum {
  const { learnedRanker, rank } = context.services.config;
  return learnedRanker?.model === undefined ? (rank.fusion as FusionMethodEnum) : FusionMethodEnum.LEARNED;
}

async function run(context: Context, query: RankQuery, prepared: Prepared, citing: CitingSubject): Promise<RecommendationList> {
  const { services } = context;
  // The references are read beside the ranking; only excludeCited needs them before it.
  const citedRead = storedReferences(services.prisma, citing);
  // Removed after scoring, so the other results keep their scores and order (rank/removed-after-scoring.ts).
  const removedIds = prepared.excludeCited ? [...prepared.excludeIds, ...(await citedRead)] : prepared.excludeIds;
  const [cited, response] = await Promise.all([
    citedRead,
    rankEngines(services).then((engines) => rank(engines, { query, k: prepared.page.depth, weights: prepared.weights, fusion: prepared.fusion, settings: services.config.rank, removedIds })),
  ]);
  context.metrics.rankStages(response.stages);
  const shown = response.results.slice(prepared.page.offset, prepared.page.offset + prepared.page.size);
  const seedIds = [...new Set(shown.flatMap((r) => r.graphLinks.map((link) => link.seedId)))];
  const [papers, seeds] = await Promise.all([context.loaders.paper.loadMany(shown.map((r) => r.paperId)), context.loaders.paper.loadMany(seedIds)]);
  const loaded = (paper: (typeof papers)[number] | undefined, id: string): Paper => {
    if (!paper || paper instanceof Error) throw paper ?? notFound('paper', id);
    return paper as Paper;
  };
  const seedById = new Map(seedIds.map((id, i) => [id, loaded(seeds[i], id)]));
  const page = rankedPage(response.results, prepared.page, (result, rank): Recommendation => ({
    rank: result.rank,
    score: result.score,
    paper: loaded(papers[rank - 1 - prepared.page.offset], result.paperId),
    breakdown: result.contributions,
    sources: result.sources,
    graphLinks: result.graphLinks.map((link) => ({ seed: seedById.get(link.seedId)!, citesSeed: link.citesSeed, citedBySeed: link.citedBySeed })),
    alreadyCited: cited.has(result.paperId),
  }));
  return {
    ...page,
    totalCount: response.ranked,
    fusion: prepared.fusion,
    modelVersion: { ranker: rankerVersion(prepared.fusion, services.config.learnedRanker), encoder: services.config.embedding.model },
    weights: FEATURES.map((feature) => ({ feature, weight: prepared.weights[feature] })),
    stages: response.stages.map((s) => ({ stage: s.tag, candidates: s.candidates, milliseconds: s.milliseconds })),
    maxYear: query.maxYear,
    crossLingual: response.crossLingual ?? null,
  };
}
