/**
 * `refgraph train`: the learned fusion trained as an operation on the library's own citation
 * graph (issue #51). Stages, each saying what it did:
 *   check (the index and the graph hold PostgreSQL's papers) → slices (library-slices: the latest
 *   years held back) → training pools (eval's judgedPools, cached: pool-cache) → fit (rank's
 *   fitRanker, the file written) → validation pools (cached) → compare (the candidate and what is
 *   serving, the registry's promoted ranker or the served weighted fusion, AP@100 per held-back
 *   query, eval's paired bootstrap) → record (the registry, as a candidate) → promote (only when
 *   the gate passes, unless told not to).
 * A rerun after a kill gathers only the pools not yet cached.
 */
import path from 'node:path';
import { sha256File } from '../common/sha256-file';
import { citingPapersPerYear } from '../db';
import type { EvaluationEnvironment, EvaluationPlan, PairedComparison, RankingProgress } from '../eval';
import { assertServedIndexComplete, BOOTSTRAP_RESAMPLES, judgedPools, pairedComparison } from '../eval';
import { invalidArgument } from '../errors/refgraph-error';
import { averagePrecisionAt, fitRanker, fuse, isWeightFusionMethod, learnedOrder, RANKER_FEATURES, writeRankerFile } from '../rank';
import type { LearnedRanker, RankerFitOptions, TuningQuery } from '../rank';
import { assertNameFree, gateVerdict, promoteModel, promotedRanker, recordModel } from '../registry';
import type { GateVerdict, ModelRecord, ModelValidation, TrainedOn } from '../registry';
import { GATE_DEPTH, GATE_MEASURE, libraryQueryPlans, yearRange } from './library-queries';
import { librarySlices } from './library-slices';
import type { LibrarySlices, SliceBounds } from './library-slices';
import { cachedPools, poolsKey } from './pool-cache';

export interface LibraryTrainingPlan {
  /** The registry name of the ranker, and its file's name in outDir. */
  name: string;
  bounds: SliceBounds;
  /** Seeds the samples, the fit (fit.seed) and the bootstrap. */
  seed: number;
  fit: RankerFitOptions;
  /** Where the ranker file goes. */
  outDir: string;
  /** Where the gathered pools are kept between runs. */
  workDir: string;
  /** Promote when the gate passes (false: only record the candidate). */
  promote: boolean;
}

export interface LibraryTrainingIo {
  command: string;
  index: string;
  encoder: string | null;
  say: (line: string) => void;
  progress?: RankingProgress;
}

export interface LibraryTraining {
  model: ModelRecord;
  verdict: GateVerdict;
  promoted: boolean;
  comparison: PairedComparison;
  /** Seconds of each stage: what a rerun saves. */
  seconds: Record<'trainingPools' | 'fit' | 'validationPools' | 'compare', number>;
  reusedPools: { training: boolean; validation: boolean };
  /** What the encoder stage (train-library-encoder.ts) trains, fits its own fusion and is checked on: the same slices and queries. */
  slices: LibrarySlices;
  training: { plan: EvaluationPlan };
  /** The fusion this stage fitted (promoted or not): the encoder stage's second baseline. */
  fusion: Serving;
  heldBack: { plan: EvaluationPlan; pools: TuningQuery[] };
  trainedOn: TrainedOn;
}

export interface Serving {
  model: string;
  order: (pool: TuningQuery) => string[];
}

const elapsed = (since: number): number => Number(((performance.now() - since) / 1000).toFixed(1));

export async function trainLibraryRanker(env: EvaluationEnvironment, plan: LibraryTrainingPlan, io: LibraryTrainingIo): Promise<LibraryTraining> {
  const prisma = env.engines.querySource;
  const { say } = io;
  await assertNameFree(prisma, plan.name);
  const papers = await assertServedIndexComplete(env.engines);
  say(`check: ${papers} papers in PostgreSQL, in ${env.engines.search.index} and in the graph`);

  const slices = librarySlices(await citingPapersPerYear(prisma), plan.bounds);
  const plans = libraryQueryPlans(slices, plan.bounds, plan.seed);
  say(
    `slices: training ${yearRange(slices.trainFrom, slices.validationFrom - 1)} (${slices.available.training} citing papers, up to ${plan.bounds.trainingQueries} kept), ` +
      `held back ${yearRange(slices.validationFrom, slices.lastYear)} (${slices.available.validation}, up to ${plans.validation.sample} kept)`,
  );
  const citations = await prisma.citation.count();
  // The features a pool holds decide it too: pools stored before the ranker-only features lack them.
  const decidedBy = { papers, citations, index: io.index, encoder: io.encoder, defaults: env.defaults, recorded: env.recorded, features: RANKER_FEATURES };
  const pools = (name: 'training' | 'validation', queries: EvaluationPlan) =>
    cachedPools(plan.workDir, name, poolsKey({ ...decidedBy, queries }), () => judgedPools(env, queries, (line) => say(`${name}: ${line}`), io.progress));

  let started = performance.now();
  const training = await pools('training', plans.training);
  const trainingSeconds = elapsed(started);
  say(`training pools: ${training.pools.length} queries ${training.reused ? `reused from ${training.file}` : `gathered in ${trainingSeconds} s`}`);

  const file = path.resolve(plan.outDir, `${plan.name}.json`);
  const fitted = await fitRankerFile(training.pools, plan.fit, file, { command: io.command, index: io.index, encoder: io.encoder });
  say(`fit: ${fitted.queries} of ${training.pools.length} queries in ${fitted.seconds} s, loss ${fitted.losses[0]!.toFixed(4)} -> ${fitted.losses[fitted.losses.length - 1]!.toFixed(4)}; written to ${file}`);

  started = performance.now();
  const validation = await pools('validation', plans.validation);
  const validationSeconds = elapsed(started);
  say(`validation pools: ${validation.pools.length} queries ${validation.reused ? `reused from ${validation.file}` : `gathered in ${validationSeconds} s`}`);

  started = performance.now();
  const serving = await servingNow(env);
  const comparison = compare(validation.pools, fitted.ranker, serving, plan.seed);
  const compareSeconds = elapsed(started);
  const measured: ModelValidation = {
    measure: GATE_MEASURE.name,
    queries: comparison.queries,
    candidate: comparison.candidate,
    serving: { model: serving.model, mean: comparison.serving },
    difference: comparison.difference,
    interval: comparison.interval,
    seed: plan.seed,
    resamples: BOOTSTRAP_RESAMPLES,
  };
  const trainedOn: TrainedOn = {
    papers,
    citations,
    trainFrom: slices.trainFrom,
    validationFrom: slices.validationFrom,
    lastYear: slices.lastYear,
    queries: { training: training.pools.length, validation: validation.pools.length, fittedOn: fitted.queries },
    index: io.index,
    encoder: io.encoder,
  };
  const model = await recordModel(prisma, { kind: 'ranker', name: plan.name, path: file, sha256: await sha256File(file), settings: { ...plan.fit, bounds: plan.bounds, command: io.command }, trainedOn, validation: measured });
  const verdict = gateVerdict(measured);
  say(`gate: ${verdict.reason}`);
  const promoted = verdict.passes && plan.promote;
  if (promoted) await promoteModel(prisma, model.name, { force: false });
  say(
    promoted
      ? `promoted: ranker '${model.name}' (model ${model.id}) serves from the next server start; \`refgraph models rollback ranker\` undoes it`
      : `recorded: ranker '${model.name}' (model ${model.id}) as a candidate${verdict.passes ? ' (--no-promote)' : ''}; \`refgraph models promote ${model.name}${verdict.passes ? '' : ' --force'}\` serves it`,
  );
  return {
    model: promoted ? { ...model, status: 'promoted' } : model,
    verdict,
    promoted,
    comparison,
    seconds: { trainingPools: trainingSeconds, fit: fitted.seconds, validationPools: validationSeconds, compare: compareSeconds },
    reusedPools: { training: training.reused, validation: validation.reused },
    slices,
    training: { plan: plans.training },
    fusion: { model: `learned:${plan.name}`, order: (pool) => learnedOrder(pool.candidates, fitted.ranker) },
    heldBack: { plan: plans.validation, pools: validation.pools },
    trainedOn,
  };
}

export interface FittedRankerFile {
  ranker: LearnedRanker;
  /** Queries with a relevant paper among their candidates: the ones the fit learned from. */
  queries: number;
  losses: number[];
  seconds: number;
}

/** `fitRanker` on the pools, written to `file` with where it came from (as `refgraph train ranker` writes it). */
export async function fitRankerFile(pools: readonly TuningQuery[], fit: RankerFitOptions, file: string, from: { command: string; index: string; encoder: string | null }): Promise<FittedRankerFile> {
  const started = performance.now();
  const fitted = fitRanker(pools, fit);
  if (fitted.queries === 0) throw invalidArgument('train', 'no training query has a relevant paper among its candidates: there is nothing to fit');
  const seconds = elapsed(started);
  await writeRankerFile(file, fitted.ranker, {
    command: from.command,
    queries: pools.length,
    fittedOn: fitted.queries,
    candidates: pools.reduce((sum, pool) => sum + pool.candidates.length, 0),
    options: fit,
    losses: fitted.losses,
    seconds,
    index: from.index,
    encoder: from.encoder,
  });
  return { ranker: fitted.ranker, queries: fitted.queries, losses: fitted.losses, seconds };
}

/** What serves now, as a server reads it at start: the registry's promoted ranker, else the served weight fusion. */
export async function servingNow(env: EvaluationEnvironment): Promise<Serving> {
  const promoted = await promotedRanker(env.engines.querySource);
  if (promoted !== null) return { model: `learned:${promoted.model.name}`, order: (pool) => learnedOrder(pool.candidates, promoted.ranker) };
  const method = isWeightFusionMethod(env.defaults.fusion) ? env.defaults.fusion : 'WEIGHTED';
  return { model: method.toLowerCase(), order: (pool) => fuse(method, pool.candidates, env.defaults.weights).map((f) => f.paperId) };
}

/** AP@100 of every held-back query under both, paired. Pure. */
function compare(pools: readonly TuningQuery[], candidate: LearnedRanker, serving: Serving, seed: number): PairedComparison {
  return pairedComparison(
    pools.map((pool) => gateAveragePrecision(learnedOrder(pool.candidates, candidate), pool)),
    pools.map((pool) => gateAveragePrecision(serving.order(pool), pool)),
    seed,
  );
}

/** The gate's measure of one held-back query's ranking. Pure. */
export function gateAveragePrecision(ranking: readonly string[], pool: TuningQuery): number {
  return averagePrecisionAt(ranking.slice(0, GATE_DEPTH), pool.relevant, GATE_DEPTH);
}
