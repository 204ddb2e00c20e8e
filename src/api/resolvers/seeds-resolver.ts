import { Args, Ctx, Query, Resolver } from 'type-graphql';
import type { Paper as PaperRow } from '@prisma/client';
import { rankerVersion, rankEngines } from '../../app';
import { MAX_YEAR } from '../../common/years';
import { newestPaperYear } from '../../db';
import { invalidArgument, papersNotFound, RefgraphError } from '../../errors/refgraph-error';
import { checkedWeights, FEATURES, MAX_WEIGHT, rankFromSeeds, seedPaperQuery } from '../../rank';
import type { SeedAggregation, SeedQuery, SharedSeedLimits } from '../../rank';
import type { Context } from '../context';
import { authorsPaperIds, checkedPaperFilter } from '../paper-filters';
import { FusionMethodEnum } from '../types/recommend';
import type { Paper } from '../types/paper';
import { rankedPage, rankingPageRequest } from '../ranked-page';
import { MAX_SEED_PAPERS, PaperRecommendation, PaperRecommendationList, SeedArgs } from '../types/seeds';

/**
 * The seed features combined over the positives by their mean: close to the whole set. On
 * bench:seeds (docs/recommendations-from-papers.md) the maximum found 2 points less of the held-out
 * references in the top 20 (R@20 0.794 vs 0.814) for 0.8 point more AP@100.
 */
const AGGREGATION: SeedAggregation = 'mean';

function checkedSeedIds(argument: string, ids: readonly string[], min: number): string[] {
  const unique = [...new Set(ids)];
  if (unique.length < min) throw invalidArgument(argument, 'give at least one paper id');
  if (unique.length > MAX_SEED_PAPERS) throw invalidArgument(argument, `at most ${MAX_SEED_PAPERS} papers, got ${unique.length}`);
  return unique;
}

/** The stored papers of the ids, in order; NOT_FOUND naming every unknown one (positive or negative). */
async function storedPapers(context: Context, ids: readonly string[]): Promise<PaperRow[]> {
  const loaded = await context.loaders.paper.loadMany(ids);
  const missing = ids.filter((_, i) => loaded[i] === null || loaded[i] === undefined);
  if (missing.length > 0) throw papersNotFound(missing);
  return loaded.map((paper) => {
    if (paper instanceof Error) throw paper;
    return paper!;
  });
}

@Resolver()
export class SeedsResolver {
  @Query(() => PaperRecommendationList, {
    description:
      'Papers like the positive seeds and unlike the negative ones (as Semantic Scholar recommends from positive and negative paper ids): every positive retrieves candidates, each candidate is scored against all positives (features averaged over them) and pushed down by its similarity to the nearest negative. The seeds are never returned. NOT_FOUND names unknown ids; INVALID_ARGUMENT for a paper in both lists.',
  })
  async recommendFromPapers(@Args() args: SeedArgs, @Ctx() context: Context): Promise<PaperRecommendationList> {
    const { services } = context;
    const settings = services.config.rank;
    // Argument checks first, so bad input fails before any engine is asked.
    const weights = checkedWeights(settings.weights, { ...args.weights });
    if (!Number.isFinite(args.negativeWeight) || args.negativeWeight < 0 || args.negativeWeight > MAX_WEIGHT) {
      throw invalidArgument('negativeWeight', `must be a number in [0, ${MAX_WEIGHT}], got ${args.negativeWeight}`);
    }
    const positiveIds = checkedSeedIds('positiveIds', args.positiveIds, 1);
    const negativeIds = checkedSeedIds('negativeIds', args.negativeIds, 0);
    const both = positiveIds.filter((id) => negativeIds.includes(id));
    if (both.length > 0) {
      throw new RefgraphError('INVALID_ARGUMENT', `negativeIds: ${both.length === 1 ? 'a paper' : 'papers'} cannot be positive and negative: ${both.join(', ')}`, { argument: 'negativeIds', ids: both });
    }
    const fusion = args.fusion ?? (settings.fusion as FusionMethodEnum);
    if (fusion === FusionMethodEnum.LEARNED) throw invalidArgument('fusion', "recommendFromPapers combines its seeds' rankings with WEIGHTED or RRF; LEARNED ranks one query's candidates (recommendations, recommendCitations)");
    const excludeIds = args.excludeIds ?? [];
    const key = JSON.stringify(['recommendFromPapers', positiveIds, negativeIds, weights, fusion, args.negativeWeight, args.filter ?? null, excludeIds]);
    const pageRequest = rankingPageRequest(key, args, settings.maxK);
    const filter = await checkedPaperFilter(context, 'filter', args.filter);
    const seeds = await storedPapers(context, [...positiveIds, ...negativeIds]);
    const [positives, negatives] = [seeds.slice(0, positiveIds.length), seeds.slice(positiveIds.length)];

    const { minYear, maxYear: yearTo, authorIds, ...filters } = filter;
    const maxYear = yearTo ?? (await newestPaperYear(services.prisma)) ?? MAX_YEAR;
    const limits: SharedSeedLimits = {
      maxYear,
      excludeIds: [...positiveIds, ...negativeIds],
      filters: { ...filters, ...(minYear === undefined ? {} : { minYear }), ...(authorIds ? { onlyIds: await authorsPaperIds(context, authorIds) } : {}) },
    };
    const embedder = await services.embedder();
    const seedQuery = async (paper: PaperRow): Promise<SeedQuery> => ({ paperId: paper.id, query: await seedPaperQuery(services.prisma, paper, embedder, limits) });
    const response = await rankFromSeeds(await rankEngines(services), {
      positives: await Promise.all(positives.map(seedQuery)),
      negatives: await Promise.all(negatives.map(seedQuery)),
      k: pageRequest.depth,
      weights,
      fusion,
      negativeWeight: args.negativeWeight,
      aggregation: AGGREGATION,
      settings,
      // Removed after scoring, so the other results keep their scores and order (rank/removed-after-scoring.ts).
      removedIds: excludeIds,
    });
    context.metrics.rankStages(response.stages);
    const shown = response.results.slice(pageRequest.offset, pageRequest.offset + pageRequest.size);
    const loaded = await context.loaders.paper.loadMany(shown.map((r) => r.paperId));
    const page = rankedPage(response.results, pageRequest, (result, rank): PaperRecommendation => {
      const paper = loaded[rank - 1 - pageRequest.offset];
      if (paper instanceof Error) throw paper;
      // A candidate the index holds but PostgreSQL no longer does is a stale projection entry.
      if (!paper) throw papersNotFound([result.paperId]);
      return { rank: result.rank, score: result.score, paper: paper as Paper, breakdown: result.contributions, sources: result.sources, seeds: result.seeds };
    });
    return {
      ...page,
      totalCount: response.ranked,
      fusion,
      modelVersion: { ranker: rankerVersion(fusion, null), encoder: services.config.embedding.model },
      weights: FEATURES.map((feature) => ({ feature, weight: weights[feature] })),
      negativeWeight: args.negativeWeight,
      stages: response.stages.map((s) => ({ stage: s.tag, candidates: s.candidates, milliseconds: s.milliseconds })),
      maxYear,
    };
  }
}
