/**
 * Recommendations from several seed papers (recommendFromPapers): the ranking pipeline run once
 * per positive seed and merged. Each positive retrieves its own candidates (BM25 and kNN on its
 * title and abstract) and expands them through the citation graph from the head of its retrieval
 * and from itself; the most-cited prior is read once. The merged pool is filtered once, every
 * candidate is scored against every positive (and, for the text features, every negative), and
 * the scores are combined and fused (seed-scores.ts). A result names the positives whose
 * retrieval or expansion found it.
 */
import type { RankPorts } from './ports';
import { normaliseFeatures, type Feature, type FeatureValues } from './features';
import type { WeightFusionMethod } from './fusion';
import type { RankedPaper, StageTrace } from './pipeline';
import { combineSeedFeatures, fuseWithNegatives, negativeSimilarities, SeedAggregation, SeedContribution } from './seed-scores';
import { citationFeatures, queryFeatures, textFeatures } from './stages/features';
import { filterCandidates } from './stages/filters';
import { expansionSeeds, graphExpansion, popularCandidates } from './stages/graph-candidates';
import { bm25Candidates, denseCandidates } from './stages/text-candidates';
import { CandidatePool, ExpansionContext, mergeCandidates, RankContext, RankQuery, RankSettings } from './types';
import type { Weights } from './weights';

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
}

export interface SeedRankedPaper extends Omit<RankedPaper, 'contributions' | 'graphLinks'> {
  contributions: SeedContribution[];
  /** The positive seeds whose retrieval or expansion found the paper, in request order. */
  seeds: string[];
}

export interface SeedsRankResponse {
  results: SeedRankedPaper[];
  /** Candidates fused (the results are the first k of them). */
  ranked: number;
  stages: StageTrace[];
}

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; milliseconds: number }> {
  const started = performance.now();
  const value = await work();
  return { value, milliseconds: performance.now() - started };
}

/** A copy of the pool's candidates with fresh feature values (taken from `raw` when given), for scoring against one seed. */
function scoringPool(pool: CandidatePool, raw: (paperId: string) => FeatureValues = () => ({})): CandidatePool {
  return new Map([...pool.keys()].map((paperId) => [paperId, { paperId, raw: { ...raw(paperId) }, sources: new Set<string>() }]));
}

function normalisedRows(pool: CandidatePool, ids: readonly string[]): Record<Feature, number>[] {
  return normaliseFeatures(ids.map((id) => pool.get(id)!.raw));
}

export async function rankFromSeeds(engines: RankPorts, request: SeedsRankRequest): Promise<SeedsRankResponse> {
  const { positives, negatives, settings } = request;
  if (positives.length === 0) throw new RangeError('rankFromSeeds: at least one positive seed');
  const contexts = positives.map((seed): RankContext => ({ query: seed.query, settings, engines }));
  const shared = contexts[0]!;
  const stages: StageTrace[] = [];
  let union: CandidatePool = new Map();
  const trace = (tag: string, milliseconds: number, candidates = union.size) => stages.push({ tag, candidates, milliseconds });

  // Retrieval: each positive's BM25 and kNN; the prior once (it reads only the year and exclusions).
  const [bm25, dense, popular] = await Promise.all([
    timed(() => Promise.all(contexts.map((context) => bm25Candidates.run(new Map(), context)))),
    timed(() => Promise.all(contexts.map((context) => denseCandidates.run(new Map(), context)))),
    timed(() => popularCandidates.run(new Map(), shared)),
  ]);
  const perSeed = positives.map((): CandidatePool => new Map());
  perSeed.forEach((pool, s) => mergeCandidates(pool, bm25.value[s]!));
  perSeed.forEach((pool) => mergeCandidates(union, pool));
  trace('bm25', bm25.milliseconds);
  perSeed.forEach((pool, s) => mergeCandidates(pool, dense.value[s]!));
  perSeed.forEach((pool) => mergeCandidates(union, pool));
  trace('dense', dense.milliseconds);
  mergeCandidates(union, popular.value);
  trace('popular', popular.milliseconds);

  // Expansion from each positive's head and from the positive itself: its own citation neighbours.
  const expansions = perSeed.map((pool, s): ExpansionContext => ({ ...contexts[s]!, seeds: [positives[s]!.paperId, ...expansionSeeds(pool, settings)] }));
  const graph = await timed(() => Promise.all(perSeed.map((pool, s) => graphExpansion.run(pool, expansions[s]!))));
  perSeed.forEach((pool) => mergeCandidates(union, pool));
  trace('graph', graph.milliseconds);

  // The union's text scores would be the first seed's alone: each seed scores its own pool below.
  const filtered = await timed(() => filterCandidates(union, shared, false));
  union = filtered.value;
  trace('filters', filtered.milliseconds);
  const ids = [...union.keys()];

  const scored = await timed(async () => {
    const seedPools = perSeed.map((pool) => scoringPool(union, (id) => pool.get(id)?.raw ?? {}));
    await Promise.all([citationFeatures(union, shared), ...seedPools.map((pool, s) => queryFeatures(pool, expansions[s]!))]);
    return seedPools.map((pool) => normalisedRows(pool, ids));
  });
  trace('features', scored.milliseconds);

  const pushed = await timed(async () => {
    const negativePools = negatives.map(() => scoringPool(union));
    await Promise.all(negativePools.map((pool, n) => textFeatures(pool, { query: negatives[n]!.query, settings, engines })));
    return negativePools.map((pool) => normalisedRows(pool, ids));
  });
  trace('negatives', pushed.milliseconds);

  const started = performance.now();
  const features = combineSeedFeatures(scored.value, normalisedRows(union, ids), request.aggregation);
  const fused = fuseWithNegatives(request.fusion, ids.map((paperId, c) => ({ paperId, features: features[c]! })), request.weights, {
    similarities: negativeSimilarities(pushed.value, ids.length, request.weights),
    weight: request.negativeWeight,
  });
  const results = fused.slice(0, request.k).map((result, i) => ({
    ...result,
    rank: i + 1,
    sources: [...union.get(result.paperId)!.sources].sort(),
    seeds: positives.filter((_, s) => perSeed[s]!.has(result.paperId)).map((seed) => seed.paperId),
  }));
  trace('fusion', performance.now() - started, results.length);
  return { results, ranked: ids.length, stages };
}
