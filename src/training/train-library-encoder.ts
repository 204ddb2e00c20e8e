/**
 * `refgraph train --encoder`: after the ranker's stages, the encoder fine-tuned on the library's
 * own graph and gated as the ranker is (issue #51). Stages, each saying what it did:
 *   split (the training slice's last year validates the trainer's steps, the years before train
 *   it: nothing from the held-back slice) → train (train-encoder-run: data, PyTorch with graph
 *   negatives, ONNX export, parity, registered in the models folder; a model of that name a
 *   killed run registered but the registry never recorded is reused) → encode (the library into
 *   the embedding cache: resumable, as `refgraph embed`) → index (a new index beside the live one,
 *   which keeps serving) → fusion (the learned fusion fitted on the new index's pools of the
 *   training queries) → compare (the held-back queries' pools on the new index under that fusion
 *   and on the served one under the served fusion and under the ranker stage's, AP@100
 *   paired-bootstrapped, the harder comparison kept) → record (the
 *   encoder and its fusion) → promote both and swap (the gate passed: the alias moves to the new
 *   index, the old one is kept for a rollback) or drop (refused: the new index is deleted, both
 *   stay candidates).
 * The I/O (library, embedding cache, index build and swap under the projection lock) comes in as
 * ports from the composition root.
 */
import path from 'node:path';
import type { EmbeddingSettings, EncodeRole, ModelSpec, TrainedModelManifest } from '../embed';
import { modelSpecs, trainedModels } from '../embed';
import type { EvaluationEnvironment, PairedComparison, RankingProgress } from '../eval';
import { BOOTSTRAP_RESAMPLES, judgedPools, pairedComparison } from '../eval';
import { invalidArgument } from '../errors/refgraph-error';
import { learnedOrder } from '../rank';
import type { RankerFitOptions, TuningQuery } from '../rank';
import { sha256File } from '../common/sha256-file';
import { assertNameFree, encoderFile, gateVerdict, promoteModel, recordModel, rollbackModel } from '../registry';
import type { GateVerdict, ModelRecord, ModelValidation, TrainedOn } from '../registry';
import { checkedTimeSplit } from './time-split';
import type { ExportStep, TrainEncoderPlan } from './train-encoder';
import { trainEncoder } from './train-encoder-run';
import type { WithLibrary } from './train-encoder-run';
import { GATE_MEASURE, yearRange } from './library-queries';
import type { LibraryTraining, Serving } from './train-library-ranker';
import { fitRankerFile, gateAveragePrecision } from './train-library-ranker';
import type { SetCounts, TrainingDataOptions } from './training-data';

/**
 * `refgraph train` fine-tunes the encoder without `--encoder` once the library holds this many
 * papers. AAN (17k papers) is where a trained encoder was measured to gain (`full` +13.6% with the
 * learned fusion, docs/notebook/training-ranker.md); the demo (394) is far below, and on a library that
 * small a fine-tuning run costs minutes for a gate the held-back queries can hardly decide.
 */
export const AUTO_ENCODER_MIN_PAPERS = 10_000;

export interface LibraryEncoderPlan {
  /** Its name in the models folder and in the registry. */
  name: string;
  base: ModelSpec;
  modelsDir: string;
  /** The trainer's files (data, checkpoints): a rerun with the same options resumes there. */
  workDir: string;
  data: Omit<TrainingDataOptions, 'split' | 'paperFields' | 'seed'>;
  queryRole: EncodeRole;
  trainer: TrainEncoderPlan['trainer'];
  interpolation: number;
  exportStep: ExportStep;
  /** false: no int8 copy of the trained encoder (`--encoder-no-int8`): the gate and serving use the fp32 model. */
  int8: boolean;
  seed: number;
  promote: boolean;
  /** The learned fusion fitted on the new encoder's pools: its registry name, fit and file's folder. */
  fusion: { name: string; fit: RankerFitOptions; outDir: string };
}

/** What the stages need of the engines, from the composition root. */
export interface EncoderStagePorts {
  withLibrary: WithLibrary;
  embedding: EmbeddingSettings;
  /** Encodes every paper and talk with `model` into the embedding cache; cached ones are skipped. */
  encodeLibrary(model: string, progress: RankingProgress | undefined): Promise<void>;
  /**
   * Under the projection lock: builds `model`'s index beside the served one, hands `decide` an
   * evaluation environment on it, and serves it (alias swap, the old index kept) when `decide`
   * says so, else deletes it.
   */
  onCandidateIndex(model: string, progress: RankingProgress | undefined, decide: (env: EvaluationEnvironment, index: string) => Promise<boolean>): Promise<{ index: string; served: boolean; kept: string[] }>;
}

export interface LibraryEncoderIo {
  command: string;
  say: (line: string) => void;
  progress?: RankingProgress;
  /** The fusion serving after the ranker's stages (servingNow). */
  serving: Serving;
  /** The encoder serving now (the served index's vectors). */
  encoder: string | null;
}

export interface LibraryEncoderTraining {
  model: ModelRecord;
  /** The learned fusion fitted on the new index's pools, gated (and promoted) with the encoder. */
  fusion: ModelRecord;
  verdict: GateVerdict;
  promoted: boolean;
  comparison: PairedComparison;
  /** The new index: served when promoted, deleted otherwise. */
  index: string;
  /** The index that served before, kept for a rollback (when promoted). */
  kept: string[];
  seconds: Record<'train' | 'encode' | 'index' | 'fusion' | 'compare', number>;
}

const elapsed = (since: number): number => Number(((performance.now() - since) / 1000).toFixed(1));

/** The trainer's split inside the training slice: the slice's last year validates, the years before train. Pure. */
export function encoderSplit(ranker: Pick<LibraryTraining, 'slices'>): { trainUntil: number; validateUntil: number } {
  const validateUntil = ranker.slices.validationFrom - 1;
  const trainUntil = validateUntil - 1;
  if (trainUntil < ranker.slices.trainFrom) {
    throw invalidArgument('--encoder', `the training slice is one year (${validateUntil}): the encoder needs a year to train on and a later one to choose its step, both before the held-back ${ranker.slices.validationFrom}`);
  }
  return { trainUntil, validateUntil };
}

export async function trainLibraryEncoder(env: EvaluationEnvironment, ranker: LibraryTraining, plan: LibraryEncoderPlan, ports: EncoderStagePorts, io: LibraryEncoderIo): Promise<LibraryEncoderTraining> {
  const prisma = env.engines.querySource;
  const { say } = io;
  await assertNameFree(prisma, plan.name);
  await assertNameFree(prisma, plan.fusion.name);
  const split = encoderSplit(ranker);
  say(`encoder split: trained on citing papers up to ${split.trainUntil}, its steps chosen on ${split.validateUntil}; held back ${yearRange(ranker.slices.validationFrom, ranker.slices.lastYear)} untouched`);

  let started = performance.now();
  // The library as the ranker's pools saw it: a rerun on it (after a kill) reuses the prepared data.
  const { papers, citations, index, encoder } = ranker.trainedOn;
  const manifest = await trainedOrReused(plan, split, ports, say, io.progress, { papers, citations, index, encoder });
  const trainSeconds = elapsed(started);

  started = performance.now();
  await ports.encodeLibrary(manifest.name, io.progress);
  const encodeSeconds = elapsed(started);
  say(`encode: the library with ${manifest.name} in ${encodeSeconds} s (cached vectors skipped)`);

  const modelFile = path.join(plan.modelsDir, manifest.name, 'model.onnx');
  let outcome: Omit<LibraryEncoderTraining, 'index' | 'kept' | 'seconds'> | undefined;
  let indexSeconds = 0;
  let fusionSeconds = 0;
  let compareSeconds = 0;
  started = performance.now();
  let served: { index: string; served: boolean; kept: string[] };
  try {
    served = await ports.onCandidateIndex(manifest.name, io.progress, async (candidateEnv, index) => {
      indexSeconds = elapsed(started);
      say(`index: ${index} built beside the served one in ${indexSeconds} s`);
      started = performance.now();
      const fusion = await pairedFusion(candidateEnv, ranker, plan.fusion, { index, encoder: manifest.name, command: io.command, say, progress: io.progress });
      fusionSeconds = elapsed(started);
      started = performance.now();
      const pools = await judgedPools(candidateEnv, ranker.heldBack.plan, (line) => say(`validation on ${index}: ${line}`), io.progress);
      const { comparison, against } = hardestComparison(pools, ranker.heldBack.pools, fusion.serving, [io.serving, ranker.fusion], plan.seed);
      compareSeconds = elapsed(started);
      const validation: ModelValidation = {
        measure: GATE_MEASURE.name,
        queries: comparison.queries,
        candidate: comparison.candidate,
        serving: { model: `${io.encoder ?? 'none'} with ${against.model}`, mean: comparison.serving },
        difference: comparison.difference,
        interval: comparison.interval,
        seed: plan.seed,
        resamples: BOOTSTRAP_RESAMPLES,
      };
      const encoderTrained = encoderTrainedOn(ranker.trainedOn, manifest, pools.length, io.encoder);
      const model = await recordModel(prisma, {
        kind: 'encoder',
        name: manifest.name,
        path: modelFile,
        sha256: manifest.files['model.onnx'].sha256,
        settings: { file: await encoderFile(modelFile, manifest.name), base: plan.base.name, trainer: plan.trainer, data: plan.data, interpolation: plan.interpolation, exportStep: plan.exportStep, fusion: fusion.serving.model, index, command: io.command },
        trainedOn: encoderTrained,
        validation,
      });
      const fusionModel = await recordModel(prisma, {
        kind: 'ranker',
        name: plan.fusion.name,
        path: fusion.file,
        sha256: await sha256File(fusion.file),
        settings: { ...plan.fusion.fit, pairedWith: manifest.name, command: io.command },
        trainedOn: { ...ranker.trainedOn, queries: { training: fusion.queries, validation: pools.length, fittedOn: fusion.fittedOn }, index, encoder: manifest.name },
        validation,
      });
      const verdict = gateVerdict(validation);
      say(`encoder gate: ${verdict.reason}`);
      const promoted = verdict.passes && plan.promote;
      if (promoted) {
        await promoteModel(prisma, model.name, { force: false });
        await promoteModel(prisma, fusionModel.name, { force: false });
      }
      const status = (record: ModelRecord): ModelRecord => (promoted ? { ...record, status: 'promoted' } : record);
      outcome = { model: status(model), fusion: status(fusionModel), verdict, promoted, comparison };
      return promoted;
    });
  } catch (error) {
    // Promoted, but the swap failed: the registry must not name an encoder whose index does not serve,
    // nor the fusion fitted on that index.
    if (outcome?.promoted === true) {
      await rollbackModel(prisma, 'encoder');
      await rollbackModel(prisma, 'ranker');
    }
    throw error;
  }
  const { model, fusion, verdict, promoted } = outcome!;
  say(
    promoted
      ? `promoted: encoder '${model.name}' (model ${model.id}) with its fusion '${fusion.name}' (model ${fusion.id}); ${served.index} serves now, ${served.kept.join(', ') || 'no index'} kept for \`refgraph models rollback encoder\` (and \`rollback ranker\`); servers pick both at their next start`
      : `recorded: encoder '${model.name}' (model ${model.id}) and its fusion '${fusion.name}' (model ${fusion.id}) as candidates${verdict.passes ? ' (--no-promote)' : ''}; its index ${served.index} deleted; \`refgraph models promote ${model.name}${verdict.passes ? '' : ' --force'}\` builds it again and serves it`,
  );
  return { ...outcome!, index: served.index, kept: served.kept, seconds: { train: trainSeconds, encode: encodeSeconds, index: indexSeconds, fusion: fusionSeconds, compare: compareSeconds } };
}

/** A model of the plan's name a killed run registered (not yet in the registry: assertNameFree passed), else a new training run. */
async function trainedOrReused(
  plan: LibraryEncoderPlan,
  split: { trainUntil: number; validateUntil: number },
  ports: EncoderStagePorts,
  say: (line: string) => void,
  progress: RankingProgress | undefined,
  library: Record<string, unknown>,
): Promise<TrainedModelManifest> {
  const registered = trainedModels(plan.modelsDir, modelSpecs()).find((model) => model.spec.name === plan.name);
  if (registered !== undefined) {
    const { manifest } = registered;
    if (manifest.training.trainUntil !== split.trainUntil || manifest.baseModel !== plan.base.name) {
      throw invalidArgument('--encoder-name', `a model '${plan.name}' already exists, trained from ${manifest.baseModel} up to ${manifest.training.trainUntil}, not this run's: choose another name`);
    }
    say(`encoder: '${plan.name}' was registered by an earlier run (killed before its gate): reused`);
    return manifest;
  }
  const run = {
    name: plan.name,
    base: plan.base,
    modelsDir: plan.modelsDir,
    workDir: plan.workDir,
    data: { ...plan.data, split: checkedTimeSplit(split.trainUntil, split.validateUntil), seed: plan.seed, paperFields: ports.embedding.paperFields },
    queryRole: plan.queryRole,
    trainer: plan.trainer,
    interpolation: plan.interpolation,
    exportStep: plan.exportStep,
    int8: plan.int8,
    library,
    prepareOnly: false,
    reuseData: false,
  };
  const trained = await trainEncoder(run, ports.withLibrary, { out: (line) => say(`encoder: ${line}`), log: (line) => say(`encoder: ${line}`), progress });
  return trained.manifest!;
}

function encoderTrainedOn(ranker: TrainedOn, manifest: TrainedModelManifest, validationQueries: number, servingEncoder: string | null): TrainedOn {
  const data = manifest.training.data as { train: SetCounts };
  return {
    ...ranker,
    trainFrom: data.train.years?.[0] ?? ranker.trainFrom,
    queries: { training: data.train.examples, validation: validationQueries, fittedOn: data.train.citingPapers },
    encoder: servingEncoder,
  };
}

/**
 * The learned fusion fitted on the new index's pools of the training slice's queries (the ones the
 * ranker stage fitted on, gathered again: the features of a pool follow the encoder), written to
 * `outDir/NAME.json`. Why the encoder is gated with a fusion of its own: on AAN's held-back 2009 the
 * trained encoder under the weighted fusion gained +0.8%, under a fusion fitted on its own pools
 * +10.9% (the base encoder with a learned fusion: +4.0%); judged under the fusion serving, the
 * pair that gains most is refused (docs/notebook/training-library.md).
 */
async function pairedFusion(
  env: EvaluationEnvironment,
  ranker: Pick<LibraryTraining, 'training'>,
  plan: LibraryEncoderPlan['fusion'],
  on: { index: string; encoder: string; command: string; say: (line: string) => void; progress: RankingProgress | undefined },
): Promise<{ serving: Serving; file: string; queries: number; fittedOn: number }> {
  const pools = await judgedPools(env, ranker.training.plan, (line) => on.say(`training on ${on.index}: ${line}`), on.progress);
  const file = path.resolve(plan.outDir, `${plan.name}.json`);
  const fitted = await fitRankerFile(pools, plan.fit, file, { command: on.command, index: on.index, encoder: on.encoder });
  on.say(`fusion: fitted on ${fitted.queries} of ${pools.length} queries of ${on.index} in ${fitted.seconds} s; written to ${file}`);
  return { serving: { model: `learned:${plan.name}`, order: (pool) => learnedOrder(pool.candidates, fitted.ranker) }, file, queries: pools.length, fittedOn: fitted.queries };
}

/**
 * The pair against each baseline on the live index (the fusion serving, and the one the ranker
 * stage fitted on the same training queries, promoted or not), keeping the comparison hardest to
 * pass (the lowest interval, then the smallest difference). Against the serving fusion alone, a pair whose gain is all its
 * fusion's would pass when the ranker stage's fusion was refused; against the ranker stage's alone,
 * a fusion worse than the one serving would lower the bar. Pure.
 */
export function hardestComparison(candidate: readonly TuningQuery[], serving: readonly TuningQuery[], fusion: Serving, baselines: readonly Serving[], seed: number): { comparison: PairedComparison; against: Serving } {
  const compared = baselines.map((against) => ({ against, comparison: compareEncoders(candidate, serving, { candidate: fusion, served: against }, seed) }));
  const low = (c: PairedComparison): number => c.interval?.low ?? Number.NEGATIVE_INFINITY;
  const harder = (a: PairedComparison, b: PairedComparison): boolean => low(a) < low(b) || (low(a) === low(b) && a.difference < b.difference);
  return compared.reduce((hardest, next) => (harder(next.comparison, hardest.comparison) ? next : hardest));
}

/** AP@100 of every held-back query on the new index under its fusion and on the served one under the served fusion, paired by query. Pure. */
export function compareEncoders(candidate: readonly TuningQuery[], serving: readonly TuningQuery[], fusions: { candidate: Serving; served: Serving }, seed: number): PairedComparison {
  const served = new Map(serving.map((pool) => [pool.id, pool]));
  const paired = candidate.filter((pool) => served.has(pool.id));
  return pairedComparison(
    paired.map((pool) => gateAveragePrecision(fusions.candidate.order(pool), pool)),
    paired.map((pool) => gateAveragePrecision(fusions.served.order(served.get(pool.id)!), served.get(pool.id)!)),
    seed,
  );
}
