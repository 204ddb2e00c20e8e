/**
 * The ranking of one query: a declared list of steps over the cascade runner
 * (cascade/runner.ts), which merges each stage's output, times it and traces it. The query is
 * placed among the library's languages (and expanded across them when it is in another one than
 * the main language); the three candidate retrievers read nothing of each other's output, so
 * they run at once and are merged in this order; graph expansion grows from the head of the
 * text retrieval; filters (with the text scores, from Elasticsearch) and features (from Neo4j)
 * run at once over the expanded pool; fusion keeps the first k. Adding a stage: its file in
 * stages/ and its entry here.
 */
import { CascadeState, parallel, runCascade, startState, Step } from './cascade/runner';
import type { StageTrace } from './cascade/runner';
import { FEATURES } from './features';
import type { FusionMethod } from './fusion';
import type { RankPorts } from './ports';
import { features } from './stages/features';
import { filters } from './stages/filters';
import { fusion } from './stages/fuse';
import { graphExpansion, popularCandidates } from './stages/graph-candidates';
import { placeQuery } from './stages/place';
import { rankFacts, RankFacts, RankedPaper, RankStageContext } from './stages/rank-stage';
import { bm25Candidates, denseCandidates } from './stages/text-candidates';
import type { CrossLingualReading, RankQuery, RankSettings } from './types';
import type { Weights } from './weights';

export type { RankedPaper } from './stages/rank-stage';
export type { StageTrace } from './cascade/runner';

/** Candidate retrievers: each brings candidates from the query alone. */
export const RETRIEVERS = [bm25Candidates, denseCandidates, popularCandidates] as const;

export const RANK_STEPS: readonly Step<RankFacts, RankStageContext>[] = [placeQuery, parallel(...RETRIEVERS), graphExpansion, parallel(filters, features), fusion];

export interface RankRequest {
  query: RankQuery;
  k: number;
  weights: Weights;
  fusion: FusionMethod;
  settings: RankSettings;
  /** Papers taken out of the answer after fusion (removed-after-scoring.ts): the others keep the scores and order they have without the removal. */
  removedIds?: readonly string[];
  /** Gather the features only a learned ranker reads whatever the fusion (a pool to fit a ranker on); LEARNED fusion gathers those its ranker reads. */
  rankerFeatures?: boolean;
}

/** Whether this request's ranking needs the ranker-only features (one more graph read). */
function needsRankerFeatures(engines: RankPorts, request: RankRequest): boolean {
  if (request.rankerFeatures === true) return true;
  return request.fusion === 'LEARNED' && (engines.learnedRanker?.features.some((feature) => !(FEATURES as readonly string[]).includes(feature)) ?? false);
}

export interface RankResponse {
  results: RankedPaper[];
  /** Candidates fused, the removed ones not counted (the results are the first k of the others). */
  ranked: number;
  weights: Weights;
  fusion: FusionMethod;
  stages: StageTrace[];
  /** How a query in another language than the library's main one was read; absent for the others. */
  crossLingual?: CrossLingualReading;
}

export async function rank(engines: RankPorts, request: RankRequest): Promise<RankResponse> {
  const context: RankStageContext = { engines, settings: request.settings, fusion: { method: request.fusion, weights: request.weights, k: request.k, removed: new Set(request.removedIds), rankerFeatures: needsRankerFeatures(engines, request) } };
  const start: CascadeState<RankFacts> = startState(rankFacts(request.query));
  const { state, trace } = await runCascade(RANK_STEPS, start, context);
  const { ranking, reading } = state.facts;
  return { results: ranking!.results, ranked: ranking!.ranked, weights: request.weights, fusion: request.fusion, stages: trace, ...(reading && { crossLingual: reading }) };
}
