/**
 * Cross-validated evaluation (`refgraph eval --folds N`): no query's own judgments choose the
 * parameters it is ranked with.
 *   folds (grouped, seeded) → BM25 grid (every query's AP@100 under every k1/b pair)
 *   → each fold's pair per query set (best on the set's queries in the other folds) → every
 *     system ranked under its folds' pairs
 *   → WEIGHTED systems of several features: weights fitted per fold on the other folds' pools
 *     of every query set together (coordinate ascent on AP@100), the held-out queries
 *     re-fused with them;
 *   → LEARNED systems: a ranker fitted per fold on the other folds' pools (rank/learned), the
 *     held-out queries ranked by it.
 * Sets run together share folds (grouped by citing paper across them), so no held-out query's
 * citing paper helps choose its weights through another set's queries.
 * Plus a BM25 run with the served k1/b, the untuned baseline. Every pair is tried on a clone of
 * the served index (run/ranked-index.ts): switching a similarity closes the index it is set on,
 * and the served one keeps answering, with its own pair. Adapter: Elasticsearch and the pipeline.
 */
import type { Bm25Settings } from '../../search';
import { averagePrecisionAt, DEFAULT_RANKER_FIT, fitRanker, fuse, learnedOrder } from '../../rank';
import { bm25PerQuery, DEFAULT_B_GRID, DEFAULT_K1_GRID } from '../tuning/tune-bm25';
import type { RankerFitOptions, TuningQuery, RankEngines, Weights } from '../../rank';
import { setCloneBm25Parameters } from '../../search';
import { candidatePool, PreparedQuery, rankQueries, RankingProgress, relevantOf, SILENT_PROGRESS, SystemRanking } from '../run/rank-queries';
import type { EvaluationEnvironment, EvaluationPlan, LoadedQueries, SystemOutcome } from '../run/evaluation-plan';
import { resolveSystem, ResolvedSystem, SYSTEMS } from '../systems/systems';
import { bm25PairPerFold, fittedFeatures, weightsPerFold } from './fold-choices';
import { assignFolds } from './folds';
import { onIndexClone } from '../run/ranked-index';

const GRID_AP_DEPTH = 100;

/** What a cross-validated run stores in its config (`cv`): the choices made for each fold, fold 1 first. */
export interface CrossValidationRecord {
  folds: number;
  seed: number;
  /** The pairs this run's query set was ranked with. */
  bm25PerFold: Bm25Settings[];
  /** Systems whose weights are fitted: the weights each fold's queries were fused with. */
  weightsPerFold?: Weights[];
  /** The query sets whose training queries fitted those weights. */
  weightsFittedOn?: string[];
  /** The bootstrap resamples each fold's weights were averaged over (0: one plain fit). */
  bags?: number;
  /** LEARNED systems: how each fold's ranker was fitted, and its loss before and after. */
  rankers?: { options: RankerFitOptions; fittedOn: string[]; lossPerFold: { first: number; last: number; queries: number }[] };
}

/** The tuning grid, with the served pair in it (it is the untuned baseline). */
export function bm25Grid(served: Bm25Settings): Bm25Settings[] {
  const grid = DEFAULT_K1_GRID.flatMap((k1) => DEFAULT_B_GRID.map((b) => ({ k1, b })));
  return grid.some((pair) => pair.k1 === served.k1 && pair.b === served.b) ? grid : [...grid, served];
}

function fitsWeights(system: ResolvedSystem): boolean {
  return system.fusion === 'WEIGHTED' && fittedFeatures(system.weights).length > 1;
}

/** Systems whose held-out queries are ranked from their candidate pools, by weights or a ranker fitted per fold. */
function rankedFromPools(system: ResolvedSystem): boolean {
  return fitsWeights(system) || system.fusion === 'LEARNED';
}

/** Each fold's ranker, fitted on the other folds' pools; the held-out queries ranked by it. */
function learnedPerFold(pools: readonly TuningQuery[], foldOf: ReadonlyMap<string, number>, folds: number, options: RankerFitOptions, k: number, into: SystemRanking, fittedOn: string[]): NonNullable<CrossValidationRecord['rankers']> {
  const lossPerFold = Array.from({ length: folds }, (_, fold) => {
    const fitted = fitRanker(pools.filter((pool) => foldOf.get(pool.id) !== fold), options);
    for (const pool of pools.filter((p) => foldOf.get(p.id) === fold)) into.rankings.set(pool.id, learnedOrder(pool.candidates, fitted.ranker).slice(0, k));
    return { first: fitted.losses[0]!, last: fitted.losses[fitted.losses.length - 1]!, queries: fitted.queries };
  });
  return { options, fittedOn, lossPerFold };
}

export async function crossValidatedRankings(env: EvaluationEnvironment, plan: EvaluationPlan, loaded: LoadedQueries, folds: number, log: (message: string) => void, progress: RankingProgress = SILENT_PROGRESS): Promise<SystemOutcome[]> {
  const served = env.defaults.bm25;
  const foldOf = assignFolds(loaded.queries.map((q) => ({ id: q.id, group: q.group ?? q.id })), folds, plan.seed);
  const foldOfQuery = loaded.prepared.map((q) => foldOf.get(q.id)!);
  const setOf = new Map(loaded.sets.flatMap((set) => set.queryIds.map((id) => [id, set.label] as const)));
  const relevant = new Map(loaded.queries.map((q) => [q.id, relevantOf(q)]));
  const grid = bm25Grid(served);
  const systems = plan.systems.map((preset) => ({ preset, system: resolveSystem(preset, plan.k, env.defaults) }));
  const outcomes: SystemOutcome[] = [];
  const rankings = new Map(systems.map(({ preset }) => [preset.name, emptyRanking()]));
  const pools = new Map(systems.map(({ preset }) => [preset.name, [] as TuningQuery[]]));
  // Grid pair index per query set, fold by fold.
  const pairsOfSet = await onIndexClone(env.engines, log, async (engines) => {
    const scoreWith = (pair: Bm25Settings) => setCloneBm25Parameters(engines.search.client, engines.search.index, pair);
    const valuesByPair: number[][] = [];
    for (const pair of grid) {
      await scoreWith(pair);
      valuesByPair.push(await bm25PerQuery(engines, loaded.prepared, GRID_AP_DEPTH, (ranking, i) => averagePrecisionAt(ranking, relevant.get(loaded.prepared[i]!.id)!, GRID_AP_DEPTH)));
      log(`grid: k1=${pair.k1} b=${pair.b} MAP@${GRID_AP_DEPTH} ${gridMeans(loaded, valuesByPair[valuesByPair.length - 1]!)}`);
    }
    const chosen = new Map(loaded.sets.map((set) => [set.label, setPairPerFold(set.queryIds, loaded.prepared, valuesByPair, foldOfQuery, grid, folds)]));
    // Per query, the pair its set chose for its fold.
    const pairOfQuery = loaded.prepared.map((query, i) => chosen.get(setOf.get(query.id)!)![foldOfQuery[i]!]!);
    for (const [label, pairOfFold] of chosen) {
      log(`folds: ${folds} (seed ${plan.seed}); BM25 chosen per fold for ${label}: ${pairOfFold.map((p) => `k1=${grid[p]!.k1} b=${grid[p]!.b}`).join('; ')}`);
    }

    await scoreWith(served);
    const bm25 = resolveSystem(SYSTEMS.find((s) => s.name === 'bm25')!, plan.k, env.defaults);
    outcomes.push({
      name: 'bm25-served',
      description: `BM25 with the served k1=${served.k1}, b=${served.b} (untuned baseline)`,
      config: { settings: bm25.settings, weights: bm25.weights, fusion: bm25.fusion, bm25: served },
      ranked: await rankQueries(engines, bm25, loaded.prepared, plan.k, { to: progress, stage: 'rank bm25-served' }),
    });

    for (const pair of [...new Set(pairOfQuery)].sort((a, b) => a - b)) {
      await scoreWith(grid[pair]!);
      const queries = loaded.prepared.filter((_, i) => pairOfQuery[i] === pair);
      for (const { preset, system } of systems) {
        if (rankedFromPools(system)) await addPools(engines, system, queries, relevant, pools.get(preset.name)!, rankings.get(preset.name)!);
        else mergeRanking(rankings.get(preset.name)!, await rankQueries(engines, system, queries, plan.k, { to: progress, stage: `rank ${preset.name} (k1=${grid[pair]!.k1} b=${grid[pair]!.b})` }));
        log(`rank: ${preset.name} under k1=${grid[pair]!.k1} b=${grid[pair]!.b}: ${queries.length} queries`);
      }
    }
    return chosen;
  });

  const labels = loaded.sets.map((set) => set.label);
  for (const { preset, system } of systems) {
    const ranked = rankings.get(preset.name)!;
    const fitted = fitsWeights(system) ? weightsPerFold(pools.get(preset.name)!, foldOf, folds, system.weights, { bags: plan.bags, seed: plan.seed }) : null;
    if (fitted !== null) {
      for (const pool of pools.get(preset.name)!) {
        ranked.rankings.set(pool.id, fuse('WEIGHTED', pool.candidates, fitted[foldOf.get(pool.id)!]!).slice(0, plan.k).map((f) => f.paperId));
      }
      log(`fit: ${preset.name} weights per fold (on ${labels.join(', ')}): ${fitted.map((w) => JSON.stringify(w)).join('; ')}`);
    }
    const rankers = system.fusion === 'LEARNED' ? learnedPerFold(pools.get(preset.name)!, foldOf, folds, { ...DEFAULT_RANKER_FIT, seed: plan.seed }, plan.k, ranked, labels) : null;
    if (rankers !== null) log(`fit: ${preset.name} ranker per fold (on ${labels.join(', ')}): loss ${rankers.lossPerFold.map((l) => `${l.first.toFixed(4)} -> ${l.last.toFixed(4)}`).join('; ')}`);
    outcomes.push({
      name: preset.name,
      description: preset.description,
      config: { settings: system.settings, weights: system.weights, fusion: system.fusion },
      configOfSet: (label): { cv: CrossValidationRecord } => ({
        cv: {
          folds,
          seed: plan.seed,
          bm25PerFold: pairsOfSet.get(label)!.map((p) => grid[p]!),
          ...(fitted === null ? {} : { weightsPerFold: fitted, weightsFittedOn: labels, bags: plan.bags }),
          ...(rankers === null ? {} : { rankers }),
        },
      }),
      ranked,
    });
  }
  return outcomes;
}

/** One query set's BM25 pair per fold, chosen on its own training queries (each set is tuned as it would be alone). */
function setPairPerFold(queryIds: readonly string[], prepared: readonly PreparedQuery[], valuesByPair: readonly (readonly number[])[], foldOfQuery: readonly number[], grid: readonly Bm25Settings[], folds: number): number[] {
  const inSet = new Set(queryIds);
  const indices = prepared.flatMap((query, i) => (inSet.has(query.id) ? [i] : []));
  return bm25PairPerFold(
    grid,
    valuesByPair.map((values) => indices.map((i) => values[i]!)),
    indices.map((i) => foldOfQuery[i]!),
    folds,
  );
}

async function addPools(
  engines: RankEngines,
  system: ResolvedSystem,
  queries: readonly PreparedQuery[],
  relevant: ReadonlyMap<string, ReadonlySet<string>>,
  pools: TuningQuery[],
  ranked: SystemRanking,
): Promise<void> {
  for (const query of queries) {
    const started = performance.now();
    pools.push(await candidatePool(engines, system, query, relevant.get(query.id)!));
    const milliseconds = performance.now() - started;
    ranked.milliseconds.set(query.id, milliseconds);
    ranked.totalMilliseconds += milliseconds;
  }
}

function emptyRanking(): SystemRanking {
  return { rankings: new Map(), milliseconds: new Map(), totalMilliseconds: 0 };
}

function mergeRanking(into: SystemRanking, part: SystemRanking): void {
  for (const [id, ranking] of part.rankings) into.rankings.set(id, ranking);
  for (const [id, ms] of part.milliseconds) into.milliseconds.set(id, ms);
  into.totalMilliseconds += part.totalMilliseconds;
}

function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((a, b) => a + b, 0) / values.length;
}

/** A grid pair's mean over all queries, and over each query set's when several are evaluated together. */
function gridMeans(loaded: LoadedQueries, values: readonly number[]): string {
  const all = mean(values).toFixed(4);
  if (loaded.sets.length < 2) return all;
  const indexOf = new Map(loaded.prepared.map((q, i) => [q.id, i]));
  return `${all} (${loaded.sets.map((set) => `${set.label} ${mean(set.queryIds.map((id) => values[indexOf.get(id)!]!)).toFixed(4)}`).join(', ')})`;
}
