/**
 * Recommendations from several seed papers (recommendFromPapers): the cascade runner once per
 * positive seed, a merge, and the runner once more over the merged pool. Each positive retrieves
 * its own candidates (BM25 and kNN on its title and abstract) and expands them through the
 * citation graph from the head of its retrieval and from itself; the most-cited prior is read
 * once. The runs are merged stage by stage (cascade/merge-runs.ts); the merged pool is filtered
 * once, every candidate is scored against every positive (and, for the text features, every
 * negative), and the scores are combined and fused (stages/seed-stages.ts). A result names the
 * positives whose retrieval or expansion found it.
 */
import { mergeRuns } from './cascade/merge-runs';
import { parallel, runCascade, startState, Step } from './cascade/runner';
import type { StageTrace } from './cascade/runner';
import type { WeightFusionMethod } from './fusion';
import type { RankPorts } from './ports';
import type { SeedAggregation } from './seed-scores';
import { expandGraph, popularCandidates } from './stages/graph-candidates';
import { rankFacts, RankFacts, RankStageContext } from './stages/rank-stage';
import { negativeFeatures, SeedFacts, seedFeatures, seedFilters, seedFusion, SeedRankedPaper, SeedStageContext } from './stages/seed-stages';
import { bm25Candidates, denseCandidates } from './stages/text-candidates';
import type { RankQuery, RankSettings } from './types';
import type { Weights } from './weights';

export type { SeedRankedPaper } from './stages/seed-stages';

/** A seed paper and its query (its title and abstract); every seed's query shares maxYear, exclusions and filters. */
export interface SeedQuery {
  paperId: string;
  query: RankQuery;
}

export interface SeedsRankRequest {
  positives: readonly SeedQuery[];
  negatives: readonly SeedQuery[];
  k: number;
  weights: Weights;
  fusion: WeightFusionMethod;
  /** How strongly the negatives push (0: they are only excluded). */
  negativeWeight: number;
  aggregation: SeedAggregation;
  settings: RankSettings;
  /** Papers taken out of the answer after fusion (removed-after-scoring.ts); the seeds themselves are never candidates. */
  removedIds?: readonly string[];
}

export interface SeedsRankResponse {
  results: SeedRankedPaper[];
  /** Candidates fused, the removed ones not counted (the results are the first k of the others). */
  ranked: number;
  stages: StageTrace[];
}

/** One positive's retrieval, expanded from its head and from the seed itself. */
function seedRetrieval(seedId: string): readonly Step<RankFacts, RankStageContext>[] {
  return [parallel(bm25Candidates, denseCandidates), expandGraph([seedId])];
}

/** The prior reads only the year and the exclusions, which every seed shares: once. */
const PRIOR: readonly Step<RankFacts, RankStageContext>[] = [popularCandidates];

/** The merged runs' stages, in the order their candidates join the pool. */
const MERGED_TAGS = [bm25Candidates.tag, denseCandidates.tag, popularCandidates.tag, 'graph'];

export const SEED_STEPS: readonly Step<SeedFacts, SeedStageContext>[] = [seedFilters, seedFeatures, negativeFeatures, seedFusion];

export async function rankFromSeeds(engines: RankPorts, request: SeedsRankRequest): Promise<SeedsRankResponse> {
  const { positives, negatives, settings } = request;
  if (positives.length === 0) throw new RangeError('rankFromSeeds: at least one positive seed');
  // Only the stages' shared settings are read before fusion; the merged run fuses by the request.
  const removed: ReadonlySet<string> = new Set(request.removedIds);
  const retrievalContext: RankStageContext = { engines, settings, fusion: { method: request.fusion, weights: request.weights, k: request.k, removed, rankerFeatures: false } };
  const shared = positives[0]!.query;
  const [seedRuns, prior] = await Promise.all([
    Promise.all(positives.map((seed) => runCascade(seedRetrieval(seed.paperId), startState(rankFacts(seed.query)), retrievalContext))),
    runCascade(PRIOR, startState(rankFacts(shared)), retrievalContext),
  ]);
  const merged = mergeRuns([...seedRuns, prior], MERGED_TAGS);
  const context: SeedStageContext = {
    engines,
    settings,
    positives: positives.map((seed, s) => ({ paperId: seed.paperId, query: seed.query, pool: seedRuns[s]!.state.pool, head: seedRuns[s]!.state.facts.seeds })),
    negatives: negatives.map((seed) => seed.query),
    fusion: { method: request.fusion, weights: request.weights, k: request.k, removed, negativeWeight: request.negativeWeight, aggregation: request.aggregation },
  };
  const { state, trace } = await runCascade(SEED_STEPS, startState<SeedFacts>({ query: shared }, merged.pool), context);
  const { results, ranked } = state.facts.ranking!;
  return { results, ranked, stages: [...merged.trace, ...trace] };
}
