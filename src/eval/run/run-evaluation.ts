/**
 * `refgraph eval` as a pipeline of named stages:
 *   check (the index and the graph hold PostgreSQL's papers: else a run ranks another corpus than it judges)
 *   → gold (stored talks and papers, or one or more files) → split (by year) → judge (gold inside
 *   the pool) → sample (optional, seeded) → prepare (query texts and vectors, shared by all systems)
 *   → rank (each system; or, with cross-validation, tuned and fitted per fold: src/eval/cv)
 *   → summarise and store (per query set).
 * Each stage reports what it produced through `log`, so a run explains where its queries went.
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { invalidArgument } from '../../errors/refgraph-error';
import { crossValidatedRankings } from '../cv/cross-validation';
import { externalGold } from '../gold/external-gold';
import { GoldQuery, JudgedQuery, judgeQueries } from '../gold/gold-query';
import { paperFacts, storedGold } from '../gold/stored-gold';
import { describeBoundaries, inSplit, splitBoundaries } from '../splits';
import { resolveSystem } from '../systems/systems';
import { externalRunOutcome } from './external-run';
import { prepareQueries, rankQueries, RankingProgress, SILENT_PROGRESS, SystemRanking } from './rank-queries';
import { assertServedIndexComplete } from './ranked-index';
import { subsetKeepingOrder } from '../../common/random';
import type { EvaluationEnvironment, EvaluationOutcome, EvaluationPlan, LoadedQueries, LoadedSet, QuerySelection, SystemOutcome } from './evaluation-plan';
import { corpusFingerprint, EvaluationRecord, storeEvaluationRun } from './run-record';
import { summarise } from './summarise';

export async function runEvaluation(
  env: EvaluationEnvironment,
  plan: EvaluationPlan,
  log: (message: string) => void = () => {},
  progress: RankingProgress = SILENT_PROGRESS,
): Promise<EvaluationOutcome> {
  // Before any query is loaded: a learned system with neither a served ranker nor folds to fit one could not rank.
  const learned = plan.systems.find((preset) => preset.fusion === 'LEARNED');
  if (learned !== undefined && plan.folds === null && env.engines.learnedRanker === undefined) {
    throw invalidArgument('systems', `${learned.name} ranks with a learned ranker: set REFGRAPH_RANKER_FILE (refgraph train ranker writes one), or give --folds to fit one per fold`);
  }
  const papers = await assertServedIndexComplete(env.engines);
  log(`check: ${papers} papers in PostgreSQL, in ${env.engines.search.index} and in the graph`);
  const loaded = await loadQueries(env, plan, log);
  const outcomes = plan.folds === null ? await servedRankings(env, plan, loaded, progress) : await crossValidatedRankings(env, plan, loaded, plan.folds, log, progress);
  for (const run of plan.runFiles) outcomes.push(await externalRunOutcome(run, loaded.prepared.map((q) => q.id), plan.k));

  const batch = randomUUID();
  const corpus = await corpusFingerprint(env.engines.querySource);
  const byId = new Map(loaded.queries.map((q) => [q.id, q]));
  const runs: EvaluationRecord[] = [];
  for (const set of loaded.sets) {
    const queries = set.queryIds.map((id) => byId.get(id)!);
    for (const outcome of outcomes) {
      const ranked = rankingsOf(outcome.ranked, set.queryIds);
      const summary = summarise(queries, ranked, plan.measures, plan.k, plan.seed);
      const config = {
        system: { name: outcome.name, description: outcome.description },
        ...outcome.config,
        ...outcome.configOfSet?.(set.label),
        k: plan.k,
        measures: plan.measures.map((m) => m.name),
        split: { choice: plan.split, ...loaded.boundaries },
        queries: plan.queries,
        querySet: set.label,
        sample: plan.sample,
        includeSameYear: plan.includeSameYear,
        folds: plan.folds,
        ...env.recorded,
      };
      const record = { batch, system: outcome.name, split: plan.split, config, queryCounts: set.counts, corpus, seed: plan.seed, summary };
      runs.push(await storeEvaluationRun(env.engines.querySource, record));
      log(`${set.label} ${outcome.name}: ${summary.queries} queries in ${(ranked.totalMilliseconds / 1000).toFixed(1)} s (run ${runs[runs.length - 1]!.id})`);
    }
  }
  return { batch, boundaries: loaded.boundaries, runs };
}

/** A system's rankings of one query set (a joint run ranks every set together). */
function rankingsOf(ranked: SystemRanking, queryIds: readonly string[]): SystemRanking {
  const rankings = new Map<string, string[]>();
  const milliseconds = new Map<string, number>();
  let totalMilliseconds = 0;
  for (const id of queryIds) {
    const ranking = ranked.rankings.get(id);
    if (ranking !== undefined) rankings.set(id, ranking);
    const ms = ranked.milliseconds.get(id) ?? 0;
    milliseconds.set(id, ms);
    totalMilliseconds += ms;
  }
  return { rankings, milliseconds, totalMilliseconds };
}

/** Every system as the API would serve it: its preset's stages, weights and fusion. */
export async function servedRankings(env: EvaluationEnvironment, plan: EvaluationPlan, loaded: LoadedQueries, progress: RankingProgress = SILENT_PROGRESS): Promise<SystemOutcome[]> {
  const outcomes: SystemOutcome[] = [];
  for (const preset of plan.systems) {
    const system = resolveSystem(preset, plan.k, env.defaults);
    const ranked = await rankQueries(env.engines, system, loaded.prepared, plan.k, { to: progress, stage: `rank ${preset.name}` });
    outcomes.push({ name: preset.name, description: preset.description, config: { settings: system.settings, weights: system.weights, fusion: system.fusion }, ranked });
  }
  return outcomes;
}

/** gold → split → judge → sample, set by set (one split for all) → prepare. */
export async function loadQueries(env: EvaluationEnvironment, plan: EvaluationPlan, log: (message: string) => void): Promise<LoadedQueries> {
  const { queries, boundaries, sets } = await selectQueries(env, plan, log);
  const prepared = await prepareQueries(env.engines, queries, { includeSameYear: plan.includeSameYear });
  log(`prepare: ${prepared.length} query texts and vectors`);
  return { queries, prepared, boundaries, sets };
}

/** gold → split → judge → sample, set by set (one split for all): the queries a run asks, not yet prepared. */
export async function selectQueries(env: EvaluationEnvironment, plan: EvaluationPlan, log: (message: string) => void): Promise<Omit<LoadedQueries, 'prepared'>> {
  const { querySource: prisma } = env.engines;

  // gold
  const golds = await goldSets(prisma, plan.queries);
  for (const { label, gold } of golds) log(`gold: ${label}: ${gold.length} queries with gold sets`);
  const repeated = repeatedQueryId(golds);
  if (repeated !== null) throw invalidArgument('queries', `query id '${repeated.id}' is in both ${repeated.sets.join(' and ')}: sets evaluated together need distinct ids`);

  // split: one set of boundaries for every set, from all their years
  const boundaries = splitBoundaries(
    golds.flatMap(({ gold }) => gold.map((q) => q.year)),
    plan.boundaries,
  );
  log(`split: ${describeBoundaries(boundaries)}`);

  const sets: LoadedSet[] = [];
  const queries: JudgedQuery[] = [];
  for (const { label, gold, counts } of golds) {
    counts.loaded = gold.length;
    const inChosenSplit = gold.filter((q) => inSplit(q.year, boundaries, plan.split));
    counts.inSplit = inChosenSplit.length;

    // judge
    const facts = await paperFacts(prisma, inChosenSplit.flatMap((q) => [...q.gold.keys()]));
    const judging = judgeQueries(inChosenSplit, facts, plan.includeSameYear);
    Object.assign(counts, judging.counts);
    log(
      `judge: ${label}: ${inChosenSplit.length} queries in ${plan.split}, ${judging.counts.judged} with gold in the pool; skipped ${judging.counts.skippedNoGold} without; ` +
        `gold left out: ${judging.counts.goldNotBefore} not older than the query, ${judging.counts.goldNotInCorpus} not in the corpus`,
    );

    // sample
    const kept = plan.sample === null ? judging.judged : subsetKeepingOrder(judging.judged, plan.sample, plan.seed);
    counts.evaluated = kept.length;
    if (kept.length === 0) {
      throw invalidArgument('queries', `no query of the ${plan.split} split has gold in the pool (${label}; ${describeBoundaries(boundaries)}; ${JSON.stringify(counts)})`);
    }
    if (plan.sample !== null) log(`sample: ${label}: ${kept.length} of ${judging.judged.length} queries (seed ${plan.seed})`);
    queries.push(...kept);
    sets.push({ label, queryIds: kept.map((q) => q.id), counts });
  }
  return { queries, boundaries, sets };
}

interface GoldSet {
  label: string;
  gold: GoldQuery[];
  /** What loading counted (external files: queries without qrels and the reverse). */
  counts: Record<string, number>;
}

async function goldSets(prisma: EvaluationEnvironment['engines']['querySource'], selection: QuerySelection): Promise<GoldSet[]> {
  if (selection.kind === 'stored') return [{ label: selection.set, gold: await storedGold(prisma, selection.set), counts: {} }];
  const sets: GoldSet[] = [];
  for (const pair of selection.sets) {
    const external = await externalGold(prisma, { ...pair, citingPapersFile: selection.citingPapersFile });
    sets.push({ label: querySetLabel(pair.queriesFile), gold: external.queries, counts: { withoutQrels: external.withoutQrels, qrelsWithoutQuery: external.qrelsWithoutQuery } });
  }
  return sets;
}

/** A queries file's set name: its file name without the extension (`queries_global.jsonl` → `queries_global`). */
export function querySetLabel(queriesFile: string): string {
  return path.basename(queriesFile).replace(/\.[^.]*$/, '');
}

/** A query id in two of the sets, or null (within one set ids are unique: the gold readers judge an id once). */
function repeatedQueryId(sets: readonly GoldSet[]): { id: string; sets: string[] } | null {
  const setOf = new Map<string, string>();
  for (const { label, gold } of sets) {
    for (const query of gold) {
      const earlier = setOf.get(query.id);
      if (earlier !== undefined) return { id: query.id, sets: [earlier, label] };
      setOf.set(query.id, label);
    }
  }
  return null;
}
