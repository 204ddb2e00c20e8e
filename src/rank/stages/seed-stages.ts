/**
 * The stages of recommendations from several seeds (seeds-pipeline.ts) after their candidates
 * are merged into one pool: filters once, each candidate scored against every positive (on the
 * values that positive's own retrieval found) and, for the text features, every negative, then
 * the scores combined and fused (seed-scores.ts).
 */
import type { Stage } from '../cascade/runner';
import type { CandidatePool } from '../cascade/pool';
import { normaliseFeatures, type Feature, type FeatureValues } from '../features';
import type { WeightFusionMethod } from '../fusion';
import type { RankPorts } from '../ports';
import { combineSeedFeatures, fuseWithNegatives, negativeSimilarities, SeedAggregation, SeedContribution } from '../seed-scores';
import { removedAmong, withoutRemoved } from '../removed-after-scoring';
import type { RankQuery, RankSettings } from '../types';
import type { Weights } from '../weights';
import { citationFeatures, graphFeatures, joinedFeatures } from './features';
import { filterCandidates } from './filters';
import { textFeatures } from './text-scores';

/** A positive seed as its own retrieval and expansion left it: its query, its pool, the head it expanded from. */
export interface RetrievedSeed {
  paperId: string;
  query: RankQuery;
  pool: CandidatePool;
  head: readonly string[];
}

export interface SeedRankedPaper {
  paperId: string;
  rank: number;
  score: number;
  contributions: SeedContribution[];
  /** Stages that brought the paper in (bm25, dense, popular, graph). */
  sources: string[];
  /** The positive seeds whose retrieval or expansion found the paper, in request order. */
  seeds: string[];
}

export interface SeedFacts {
  /** What every seed shares (the time window, exclusions, filters): the first positive's query. */
  query: RankQuery;
  /** Per positive, per candidate (in pool order): the seed features normalised over the pool. */
  perSeed?: Record<Feature, number>[][];
  /** The same per negative: its BM25 and cosine. */
  perNegative?: Record<Feature, number>[][];
  ranking?: { results: SeedRankedPaper[]; ranked: number };
}

export interface SeedStageContext {
  engines: RankPorts;
  settings: RankSettings;
  positives: readonly RetrievedSeed[];
  negatives: readonly RankQuery[];
  fusion: { method: WeightFusionMethod; weights: Weights; k: number; removed: ReadonlySet<string>; negativeWeight: number; aggregation: SeedAggregation };
}

export type SeedStage = Stage<SeedFacts, SeedStageContext>;

function normalisedRows(values: ReadonlyMap<string, FeatureValues>, ids: readonly string[]): Record<Feature, number>[] {
  return normaliseFeatures(ids.map((id) => values.get(id) ?? {}));
}

/** The pool's candidates with the values `raw` gives them (a seed's own retrieval's; none for a negative), for scoring against one query. */
function scoringPool(pool: CandidatePool, raw: (paperId: string) => FeatureValues = () => ({})): CandidatePool {
  return new Map([...pool.keys()].map((paperId) => [paperId, { paperId, raw: { ...raw(paperId) }, sources: new Set<string>() }]));
}

/** The filters alone: the merged pool's text scores would be one seed's, so each seed scores its own below. */
export const seedFilters: SeedStage = {
  tag: 'filters',
  run: ({ pool, facts }, { engines }) => filterCandidates(pool, facts.query, engines, false),
};

/** Citation counts once; against each positive, its text, authors and links to its head. */
export const seedFeatures: SeedStage = {
  tag: 'features',
  async run({ pool, facts }, { engines, settings, positives }) {
    const ids = [...pool.keys()];
    const scoredAgainst = async (seed: RetrievedSeed) => {
      const own = scoringPool(pool, (id) => seed.pool.get(id)?.raw ?? {});
      const [text, graph] = await Promise.all([textFeatures(own, seed.query, engines), graphFeatures(own, seed.query, seed.head, engines)]);
      const values = joinedFeatures(new Map([...own].map(([id, c]) => [id, c.raw])), text, graph.features);
      return normalisedRows(values, ids);
    };
    const [citations, ...perSeed] = await Promise.all([citationFeatures(pool, facts.query, settings, engines), ...positives.map(scoredAgainst)]);
    return { features: citations, facts: { perSeed: perSeed as Record<Feature, number>[][] } };
  },
};

export const negativeFeatures: SeedStage = {
  tag: 'negatives',
  async run({ pool }, { engines, negatives }) {
    const ids = [...pool.keys()];
    const perNegative = await Promise.all(negatives.map(async (query) => normalisedRows(await textFeatures(scoringPool(pool), query, engines), ids)));
    return { facts: { perNegative } };
  },
};

export const seedFusion: SeedStage = {
  tag: 'fusion',
  async run({ pool, facts }, { positives, fusion: { method, weights, k, removed, negativeWeight, aggregation } }) {
    const ids = [...pool.keys()];
    const shared = normaliseFeatures(ids.map((id) => pool.get(id)!.raw));
    const combined = combineSeedFeatures(facts.perSeed!, shared, aggregation);
    const fused = fuseWithNegatives(method, ids.map((paperId, c) => ({ paperId, features: combined[c]! })), weights, {
      similarities: negativeSimilarities(facts.perNegative ?? [], ids.length, weights),
      weight: negativeWeight,
    });
    const results = withoutRemoved(fused, removed, k).map((result, i) => ({
      ...result,
      rank: i + 1,
      sources: [...pool.get(result.paperId)!.sources].sort(),
      seeds: positives.filter((seed) => seed.pool.has(result.paperId)).map((seed) => seed.paperId),
    }));
    return { kept: new Set(results.map((r) => r.paperId)), facts: { ranking: { results, ranked: ids.length - removedAmong(ids, removed) } } };
  },
};
