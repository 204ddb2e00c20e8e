/**
 * Fits the fusion weights on the stored gold (talks' references, papers' citations): ranks the
 * training and validation queries once with the served pipeline, keeping every candidate's
 * normalised features, then runs bagged coordinate ascent on the training split (AP@100) and
 * measures the result on the validation split. Adapter: asks the engines through the pipeline.
 */
import { judgeQueries, JudgedQuery } from '../gold/gold-query';
import { paperFacts, QuerySet, storedGold } from '../gold/stored-gold';
import { candidatePool, prepareQueries, relevantOf } from '../run/rank-queries';
import { assertServedIndexComplete } from '../run/ranked-index';
import { inSplit, SplitBoundaries, splitBoundaries } from '../splits';
import { invalidArgument } from '../../errors/refgraph-error';
import type { RankEngines, RankSettings, WeightFusionMethod, Weights } from '../../rank';
import { baggedAscent, Bagging, DEFAULT_GRID, meanObjective, TuningQuery } from '../../rank';

export interface TuneRequest {
  queries: QuerySet;
  fusion: WeightFusionMethod;
  start: Weights;
  settings: RankSettings;
  boundaries?: Partial<SplitBoundaries>;
  bagging: Bagging;
}

export interface TuneResult {
  boundaries: SplitBoundaries;
  weights: Weights;
  train: { queries: number; before: number; after: number };
  validation: { queries: number; before: number; after: number };
}

async function tuningPools(engines: RankEngines, queries: JudgedQuery[], request: TuneRequest): Promise<TuningQuery[]> {
  const prepared = await prepareQueries(engines, queries);
  const system = { name: 'tuning', weights: request.start, fusion: request.fusion, settings: request.settings };
  const pools: TuningQuery[] = [];
  for (const [i, query] of prepared.entries()) pools.push(await candidatePool(engines, system, query, relevantOf(queries[i]!)));
  return pools;
}

export async function tuneWeights(engines: RankEngines, request: TuneRequest): Promise<TuneResult> {
  await assertServedIndexComplete(engines);
  const gold = await storedGold(engines.querySource, request.queries);
  const { judged } = judgeQueries(gold, await paperFacts(engines.querySource, gold.flatMap((q) => [...q.gold.keys()])));
  const boundaries = splitBoundaries(judged.map((q) => q.year), request.boundaries);
  const train = judged.filter((q) => inSplit(q.year, boundaries, 'train'));
  const validation = judged.filter((q) => inSplit(q.year, boundaries, 'validation'));
  if (train.length === 0) throw invalidArgument('split', 'there are no training queries to fit weights on');
  const trainPools = await tuningPools(engines, train, request);
  const validationPools = await tuningPools(engines, validation, request);
  const weights = baggedAscent(trainPools, request.start, { grid: DEFAULT_GRID, maxSweeps: 5, fusion: request.fusion, ...request.bagging });
  return {
    boundaries,
    weights,
    train: { queries: train.length, before: meanObjective(trainPools, request.start, request.fusion), after: meanObjective(trainPools, weights, request.fusion) },
    validation: {
      queries: validation.length,
      before: meanObjective(validationPools, request.start, request.fusion),
      after: meanObjective(validationPools, weights, request.fusion),
    },
  };
}
