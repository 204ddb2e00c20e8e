/**
 * Fits fusion weights by coordinate ascent (Metzler & Croft 2007): starting from given weights,
 * try each value of a grid for one feature at a time, keep the value that most improves the
 * mean objective over the training queries, and sweep over the features until a sweep changes
 * nothing (or a sweep limit). Deterministic: features in FEATURES order, grid in order, ties keep
 * the current value. Pure: queries carry their candidates' normalised features, so re-fusing
 * needs no engine. WEIGHTED fusion re-fuses through flat arrays (weighted-pools.ts), which
 * rank exactly as fuse() does, only faster.
 */
import { AP_AT, averagePrecisionAt } from './objective';
import { FEATURES, Feature } from '../features';
import { fuse, WeightFusionMethod } from '../fusion';
import type { Weights } from '../weights';
import type { TuningQuery } from './tuning-query';
import { PoolArrays, poolArrays, weightedAveragePrecision } from './weighted-pools';

export interface AscentOptions {
  grid: readonly number[];
  maxSweeps: number;
  fusion: WeightFusionMethod;
  /** The weights the ascent may move (default: every feature); the others keep their start value. */
  features?: readonly Feature[];
}

export const DEFAULT_GRID = [0, 0.1, 0.25, 0.5, 1, 2, 4] as const;

const countOf = (query: TuningQuery): number => query.count ?? 1;

export function meanObjective(queries: readonly TuningQuery[], weights: Weights, fusion: WeightFusionMethod): number {
  if (queries.length === 0) return 0;
  let sum = 0;
  for (const query of queries) {
    const ranking = fuse(fusion, query.candidates, weights).map((f) => f.paperId);
    sum += countOf(query) * averagePrecisionAt(ranking, query.relevant, AP_AT);
  }
  return sum / queries.reduce((total, query) => total + countOf(query), 0);
}

export interface AscentResult {
  weights: Weights;
  objective: number;
  sweeps: number;
}

function objectiveOf(queries: readonly TuningQuery[], fusion: WeightFusionMethod): (weights: Weights) => number {
  if (fusion !== 'WEIGHTED') return (weights) => meanObjective(queries, weights, fusion);
  const pools: PoolArrays[] = queries.map(poolArrays);
  const counts = queries.map(countOf);
  const total = counts.reduce((sum, count) => sum + count, 0);
  return (weights) => (pools.length === 0 ? 0 : pools.reduce((sum, pool, i) => sum + counts[i]! * weightedAveragePrecision(pool, weights, AP_AT), 0) / total);
}

export function coordinateAscent(queries: readonly TuningQuery[], start: Weights, options: AscentOptions): AscentResult {
  const objective = objectiveOf(queries, options.fusion);
  const moved = FEATURES.filter((feature) => (options.features ?? FEATURES).includes(feature));
  let weights = { ...start };
  let best = objective(weights);
  let sweeps = 0;
  for (; sweeps < options.maxSweeps; sweeps += 1) {
    let changed = false;
    for (const feature of moved) {
      for (const value of options.grid) {
        if (value === weights[feature]) continue;
        const candidate = { ...weights, [feature]: value };
        if (FEATURES.every((f) => candidate[f] === 0)) continue;
        const score = objective(candidate);
        if (score > best) {
          best = score;
          weights = candidate;
          changed = true;
        }
      }
    }
    if (!changed) {
      sweeps += 1;
      break;
    }
  }
  return { weights, objective: best, sweeps };
}
