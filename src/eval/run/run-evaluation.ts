/**
 * `refgraph eval` as a pipeline of named stages:
 *   gold (stored talks and papers, or files) → split (by year) → judge (gold inside the pool)
 *   → sample (optional, seeded) → prepare (query texts and vectors, shared by all systems)
 *   → rank (each system; or, with cross-validation, tuned and fitted per fold: src/eval/cv)
 *   → summarise → store.
 * Each stage reports what it produced through `log`, so a run explains where its queries went.
 */
import { randomUUID } from 'node:crypto';
import type { Bm25Settings } from '../../config/config';
import { invalidArgument } from '../../errors/refgraph-error';
import type { RankEngines } from '../../rank/types';
import { crossValidatedRankings } from '../cv/cross-validation';
import type { Measure } from '../metrics';
import { ExternalFiles, externalGold } from '../gold/external-gold';
import { GoldQuery, JudgedQuery, judgeQueries } from '../gold/gold-query';
import { paperFacts, QuerySet, storedGold } from '../gold/stored-gold';
import { describeBoundaries, inSplit, SplitBoundaries, SplitChoice, splitBoundaries } from '../splits';
import { resolveSystem, ServedDefaults, SystemPreset } from '../systems/systems';
import { PreparedQuery, prepareQueries, rankQueries, SystemRanking } from './rank-queries';
import { sample } from './resampling';
import { corpusFingerprint, EvaluationRecord, storeEvaluationRun } from './run-record';
import { summarise } from './summarise';

export type QuerySelection = { kind: 'stored'; set: QuerySet } | ({ kind: 'files' } & ExternalFiles);

export interface EvaluationPlan {
  systems: readonly SystemPreset[];
  queries: QuerySelection;
  split: SplitChoice;
  /** Given boundaries; the missing ones are derived from the queries' years. */
  boundaries: Partial<SplitBoundaries>;
  measures: readonly Measure[];
  /** Ranking depth: every system returns up to k papers per query. */
  k: number;
  seed: number;
  /** Evaluate this many queries of the split (chosen with the seed); null: all. */
  sample: number | null;
  /** Papers from the query's own year are candidates too ("published no later than" pools). */
  includeSameYear: boolean;
  /** Cross-validate BM25's k1/b and the fusion weights over this many folds; null: run as served. */
  folds: number | null;
}

export interface EvaluationEnvironment {
  engines: RankEngines;
  defaults: ServedDefaults & { bm25: Bm25Settings };
  /** What else determines the numbers (encoder, BM25 parameters): recorded with every run. */
  recorded: Record<string, unknown>;
}

export interface EvaluationOutcome {
  batch: string;
  boundaries: SplitBoundaries;
  queryCounts: Record<string, number>;
  runs: EvaluationRecord[];
}

/** The queries of a run, judged and prepared once for every system. */
export interface LoadedQueries {
  queries: JudgedQuery[];
  prepared: PreparedQuery[];
  boundaries: SplitBoundaries;
  counts: Record<string, number>;
}

/** One system's rankings and what its run record says about how they were made. */
export interface SystemOutcome {
  name: string;
  description: string;
  config: Record<string, unknown>;
  ranked: SystemRanking;
}

export async function runEvaluation(env: EvaluationEnvironment, plan: EvaluationPlan, log: (message: string) => void = () => {}): Promise<EvaluationOutcome> {
  const loaded = await loadQueries(env, plan, log);
  const outcomes = plan.folds === null ? await servedRankings(env, plan, loaded) : await crossValidatedRankings(env, plan, loaded, plan.folds, log);

  const batch = randomUUID();
  const corpus = await corpusFingerprint(env.engines.prisma);
  const runs: EvaluationRecord[] = [];
  for (const outcome of outcomes) {
    const summary = summarise(loaded.queries, outcome.ranked, plan.measures, plan.k, plan.seed);
    const config = {
      system: { name: outcome.name, description: outcome.description },
      ...outcome.config,
      k: plan.k,
      measures: plan.measures.map((m) => m.name),
      split: { choice: plan.split, ...loaded.boundaries },
      queries: plan.queries,
      sample: plan.sample,
      includeSameYear: plan.includeSameYear,
      folds: plan.folds,
      ...env.recorded,
    };
    const record = { batch, system: outcome.name, split: plan.split, config, queryCounts: loaded.counts, corpus, seed: plan.seed, summary };
    runs.push(await storeEvaluationRun(env.engines.prisma, record));
    log(`${outcome.name}: ${summary.queries} queries in ${(outcome.ranked.totalMilliseconds / 1000).toFixed(1)} s (run ${runs[runs.length - 1]!.id})`);
  }
  return { batch, boundaries: loaded.boundaries, queryCounts: loaded.counts, runs };
}

/** Every system as the API would serve it: its preset's stages, weights and fusion. */
async function servedRankings(env: EvaluationEnvironment, plan: EvaluationPlan, loaded: LoadedQueries): Promise<SystemOutcome[]> {
  const outcomes: SystemOutcome[] = [];
  for (const preset of plan.systems) {
    const system = resolveSystem(preset, plan.k, env.defaults);
    const ranked = await rankQueries(env.engines, system, loaded.prepared, plan.k);
    outcomes.push({ name: preset.name, description: preset.description, config: { settings: system.settings, weights: system.weights, fusion: system.fusion }, ranked });
  }
  return outcomes;
}

/** gold → split → judge → sample → prepare. */
export async function loadQueries(env: EvaluationEnvironment, plan: EvaluationPlan, log: (message: string) => void): Promise<LoadedQueries> {
  const { prisma } = env.engines;
  const counts: Record<string, number> = {};

  // gold
  let gold: GoldQuery[];
  if (plan.queries.kind === 'stored') {
    gold = await storedGold(prisma, plan.queries.set);
  } else {
    const external = await externalGold(prisma, plan.queries);
    gold = external.queries;
    counts.withoutQrels = external.withoutQrels;
    counts.qrelsWithoutQuery = external.qrelsWithoutQuery;
  }
  counts.loaded = gold.length;
  log(`gold: ${gold.length} queries with gold sets`);

  // split
  const boundaries = splitBoundaries(
    gold.map((q) => q.year),
    plan.boundaries,
  );
  const inChosenSplit = gold.filter((q) => inSplit(q.year, boundaries, plan.split));
  counts.inSplit = inChosenSplit.length;
  log(`split: ${describeBoundaries(boundaries)}; ${inChosenSplit.length} queries in ${plan.split}`);

  // judge
  const facts = await paperFacts(prisma, inChosenSplit.flatMap((q) => [...q.gold.keys()]));
  const judging = judgeQueries(inChosenSplit, facts, plan.includeSameYear);
  Object.assign(counts, judging.counts);
  log(
    `judge: ${judging.counts.judged} queries with gold in the pool; skipped ${judging.counts.skippedNoGold} without; ` +
      `gold left out: ${judging.counts.goldNotBefore} not older than the query, ${judging.counts.goldNotInCorpus} not in the corpus`,
  );

  // sample
  const queries = plan.sample === null ? judging.judged : sample(judging.judged, plan.sample, plan.seed);
  counts.evaluated = queries.length;
  if (queries.length === 0) {
    throw invalidArgument('queries', `no query of the ${plan.split} split has gold in the pool (${describeBoundaries(boundaries)}; ${JSON.stringify(counts)})`);
  }
  if (plan.sample !== null) log(`sample: ${queries.length} of ${judging.judged.length} queries (seed ${plan.seed})`);

  // prepare
  const prepared = await prepareQueries(env.engines, queries, { includeSameYear: plan.includeSameYear });
  log(`prepare: ${prepared.length} query texts and vectors`);
  return { queries, prepared, boundaries, counts };
}
