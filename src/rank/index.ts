/**
 * rank: the recommendation pipeline. It owns the query shapes (talk, paper, citation context),
 * the stages (BM25, dense and most-cited candidates; citation-graph expansion; filters;
 * features), per-query feature normalisation, fusion (weighted sum or RRF) with per-feature
 * contributions, the shipped default weights (default-weights.json), and the pure weight
 * fitters (tuning/: coordinate ascent, bagging). Stages reach the engines through the ports of
 * RankEngines. Pure: features, fusion, weights, citation-markers, the filter predicate,
 * tuning. Cypher: cypher/rank-*.cypher.
 */
export { rank, RETRIEVERS, STAGES } from './pipeline';
export type { RankedPaper, RankRequest, RankResponse, StageTrace } from './pipeline';
export { FEATURES, normaliseFeatures } from './features';
export type { Feature } from './features';
export { fuse, RRF_K } from './fusion';
export type { FusionMethod } from './fusion';
export { checkedWeights } from './weights';
export type { Weights } from './weights';
export { contextText, paperTextQuery, talkQuery, textQuery } from './queries';
export { stripCitationMarkers } from './citation-markers';
export type { RankEngines, RankFilters, RankQuery, RankSettings } from './types';
export { bm25Hits } from './bm25-request';
export { FUSION_METHODS, isFusionMethod } from './fusion';
export { PopularityCache } from './popularity-cache';
export { TextQuery, TimeFilters, maxYear } from './queries';
export { queryFilter } from './stages/text-candidates';
export { Bagging, DEFAULT_BAGS, MAX_BAGS, baggedAscent } from './tuning/bagged-ascent';
export { DEFAULT_GRID, meanObjective } from './tuning/coordinate-ascent';
export type { TuningQuery } from './tuning/tuning-query';
export { averagePrecisionAt } from './tuning/objective';
export { MAX_WEIGHT } from './weights';
