/**
 * rank: the recommendation cascade. It owns the query shapes (talk, paper, citation context,
 * seed papers), the runner (cascade/: steps of stages, each returning an immutable output the
 * runner merges, times and traces), the stages (stages/: placement and cross-lingual expansion;
 * BM25, dense and most-cited candidates; citation-graph expansion; filters; features; fusion),
 * the two step lists (pipeline.ts for one query; seeds-pipeline.ts: the runner per positive
 * seed, a merge, and the seeds' scoring), per-query feature normalisation, fusion (weighted sum,
 * RRF, learned) with per-feature contributions, the shipped default weights
 * (default-weights.json), and the pure weight fitters (tuning/: coordinate ascent, bagging).
 * Stages reach the engines through the narrow ports of ports.ts. Pure: the runner and its pool,
 * features, fusion, the learned ranker (learned/: a small perceptron and its Shapley
 * explanation; its file, read and written, in ranker-file.ts), weights, citation-markers,
 * cross-lingual (query expansion into the library's main language), the filter predicate,
 * seed-scores, tuning. Cypher: cypher/rank-*.cypher.
 */
export { rank, RANK_STEPS, RETRIEVERS } from './pipeline';
export { requiredRanker } from './stages/fuse';
export type { RankedPaper, RankRequest, RankResponse, StageTrace } from './pipeline';
export { FEATURES, normaliseFeatures, RANKER_FEATURES } from './features';
export type { Feature, PoolFeatures, RankerFeature } from './features';
export { fuse, RRF_K } from './fusion';
export { bilingualVector } from './cross-lingual';
export type { FusionMethod, WeightFusionMethod } from './fusion';
export { checkedWeights } from './weights';
export type { Weights } from './weights';
export { contextText, paperTextQuery, seedPaperQuery, talkQuery, textQuery } from './queries';
export type { SharedSeedLimits } from './queries';
export { rankFromSeeds } from './seeds-pipeline';
export type { SeedQuery, SeedRankedPaper, SeedsRankRequest, SeedsRankResponse } from './seeds-pipeline';
export type { SeedAggregation, SeedContribution } from './seed-scores';
export { stripCitationMarkers } from './citation-markers';
export type { RankFilters, RankQuery, RankSettings } from './types';
export type { PaperSearch, QueryLanguages, RankCaches, RankEngines, RankPorts } from './ports';
export { bm25Hits } from './bm25-request';
export { FUSION_METHODS, isFusionMethod, isWeightFusionMethod, WEIGHT_FUSION_METHODS } from './fusion';
export type { LearnedRanker } from './learned/ranker-model';
export { learnedOrder } from './learned/learned-fusion';
export { PopularityCache } from './popularity-cache';
export { CitationCountCache } from './citation-count-cache';
export { TextQuery, TimeFilters, maxYear } from './queries';
export { queryFilter } from './stages/text-candidates';
export { Bagging, DEFAULT_BAGS, MAX_BAGS, baggedAscent } from './tuning/bagged-ascent';
export { DEFAULT_GRID, meanObjective } from './tuning/coordinate-ascent';
export type { TuningQuery } from './tuning/tuning-query';
export { averagePrecisionAt } from './tuning/objective';
export { MAX_WEIGHT } from './weights';
export { DEFAULT_RANKER_FIT, fitRanker } from './learned/ranker-fit';
export type { RankerFitOptions } from './learned/ranker-fit';
export { readLearnedRanker, writeRankerFile } from './learned/ranker-file';
export type { LearnedRankerFile, RankerTraining } from './learned/ranker-file';
