/**
 * `refgraph eval` as a pipeline of named stages:
 *   gold (stored talks and papers, or files) → split (by year) → judge (gold inside the pool)
 *   → sample (optional, seeded) → prepare (query texts and vectors, shared by all systems)
 *   → per system: rank → summarise → store.
 * Each stage reports what it produced through `log`, so a run explains where its queries went.
 */
import { randomUUID } from 'node:crypto';
import { invalidArgument } from '../../errors/refgraph-error';
import type { RankEngines } from '../../rank/types';
import type { Measure } from '../metrics';
import { externalGold } from '../gold/external-gold';
import { GoldQuery, judgeQueries } from '../gold/gold-query';
import { paperFacts, QuerySet, storedGold } from '../gold/stored-gold';
import { describeBoundaries, inSplit, SplitBoundaries, SplitChoice, splitBoundaries } from '../splits';
import { resolveSystem, ServedDefaults, SystemPreset } from '../systems/systems';
import { prepareQueries, rankQueries } from './rank-queries';
import { sample } from './resampling';
import { corpusFingerprint, EvaluationRecord, storeEvaluationRun } from './run-record';
import { summarise } from './summarise';

export type QuerySelection = { kind: 'stored'; set: QuerySet } | { kind: 'files'; queriesFile: string; qrelsFile: string };

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
}

export interface EvaluationEnvironment {
  engines: RankEngines;
  defaults: ServedDefaults;
  /** What else determines the numbers (encoder, BM25 parameters): recorded with every run. */
  recorded: Record<string, unknown>;
}

export interface EvaluationOutcome {
  batch: string;
  boundaries: SplitBoundaries;
  queryCounts: Record<string, number>;
  runs: EvaluationRecord[];
}

export async function runEvaluation(env: EvaluationEnvironment, plan: EvaluationPlan, log: (message: string) => void = () => {}): Promise<EvaluationOutcome> {
  const { prisma } = env.engines;
  const counts: Record<string, number> = {};

  // gold
  let gold: GoldQuery[];
  if (plan.queries.kind === 'stored') {
    gold = await storedGold(prisma, plan.queries.set);
  } else {
    const external = await externalGold(prisma, plan.queries.queriesFile, plan.queries.qrelsFile);
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
  const judging = judgeQueries(inChosenSplit, facts);
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
  const prepared = await prepareQueries(env.engines, queries);
  log(`prepare: ${prepared.length} query texts and vectors`);

  const batch = randomUUID();
  const corpus = await corpusFingerprint(prisma);
  const runs: EvaluationRecord[] = [];
  for (const preset of plan.systems) {
    const system = resolveSystem(preset, plan.k, env.defaults);
    const ranked = await rankQueries(env.engines, system, prepared, plan.k);
    const summary = summarise(queries, ranked, plan.measures, plan.k, plan.seed);
    const config = {
      system: { name: preset.name, description: preset.description },
      settings: system.settings,
      weights: system.weights,
      fusion: system.fusion,
      k: plan.k,
      measures: plan.measures.map((m) => m.name),
      split: { choice: plan.split, ...boundaries },
      queries: plan.queries,
      sample: plan.sample,
      ...env.recorded,
    };
    runs.push(await storeEvaluationRun(prisma, { batch, system: preset.name, split: plan.split, config, queryCounts: counts, corpus, seed: plan.seed, summary }));
    log(`${preset.name}: ${summary.queries} queries in ${(ranked.totalMilliseconds / 1000).toFixed(1)} s (run ${runs[runs.length - 1]!.id})`);
  }
  return { batch, boundaries, queryCounts: counts, runs };
}
