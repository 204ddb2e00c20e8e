/**
 * The ranking pipeline: candidates (BM25, dense kNN, most-cited prior) → graph expansion →
 * filters → features → fusion → explanation. Each stage is timed and its output size kept, so
 * a response can say where its results came from.
 */
import { normaliseFeatures } from './features';
import { Contribution, fuse, FusionMethod } from './fusion';
import { features } from './stages/features';
import { filters } from './stages/filters';
import { graphExpansion, popularCandidates } from './stages/graph-candidates';
import { bm25Candidates, denseCandidates } from './stages/text-candidates';
import type { CandidatePool, RankContext, RankEngines, RankQuery, RankSettings, Stage } from './types';
import type { Weights } from './weights';

export const STAGES: readonly Stage[] = [bm25Candidates, denseCandidates, popularCandidates, graphExpansion, filters, features];

export interface RankRequest {
  query: RankQuery;
  k: number;
  weights: Weights;
  fusion: FusionMethod;
  settings: RankSettings;
}

export interface StageTrace {
  tag: string;
  /** Candidates after the stage. */
  candidates: number;
  milliseconds: number;
}

export interface RankedPaper {
  paperId: string;
  rank: number;
  score: number;
  contributions: Contribution[];
  /** Stages that brought the paper in (bm25, dense, popular, graph). */
  sources: string[];
}

export interface RankResponse {
  results: RankedPaper[];
  weights: Weights;
  fusion: FusionMethod;
  stages: StageTrace[];
}

export async function rank(engines: RankEngines, request: RankRequest): Promise<RankResponse> {
  const context: RankContext = { query: request.query, settings: request.settings, engines, seeds: [] };
  const stages: StageTrace[] = [];
  let pool: CandidatePool = new Map();
  for (const stage of STAGES) {
    const started = performance.now();
    pool = await stage.run(pool, context);
    stages.push({ tag: stage.tag, candidates: pool.size, milliseconds: performance.now() - started });
  }

  const started = performance.now();
  const candidates = [...pool.values()];
  const normalised = normaliseFeatures(candidates.map((c) => c.raw));
  const fused = fuse(request.fusion, candidates.map((c, i) => ({ paperId: c.paperId, features: normalised[i]! })), request.weights);
  const results = fused.slice(0, request.k).map((result, i) => ({
    ...result,
    rank: i + 1,
    sources: [...pool.get(result.paperId)!.sources].sort(),
  }));
  stages.push({ tag: 'fusion', candidates: results.length, milliseconds: performance.now() - started });
  return { results, weights: request.weights, fusion: request.fusion, stages };
}
