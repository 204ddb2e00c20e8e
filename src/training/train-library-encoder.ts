/**
 * `refgraph train --encoder`: after the ranker's stages, the encoder fine-tuned on the library's
 * own graph and gated as the ranker is (issue #51). Stages, each saying what it did:
 *   split (the training slice's last year validates the trainer's steps, the years before train
 *   it: nothing from the held-back slice) → train (train-encoder-run: data, PyTorch with graph
 *   negatives, ONNX export, parity, registered in the models folder; a model of that name a
 *   killed run registered but the registry never recorded is reused) → encode (the library into
 *   the embedding cache: resumable, as `refgraph embed`) → index (a new index beside the live one,
 *   which keeps serving) → compare (the held-back queries' pools on the new index and on the
 *   served one, both ordered by the served fusion, AP@100 paired-bootstrapped) → record (kind
 *   encoder) → promote and swap (the gate passed: the alias moves to the new index, the old one is
 *   kept for a rollback) or drop (refused: the new index is deleted, the encoder stays a candidate).
 * The I/O (library, embedding cache, index build and swap under the projection lock) comes in as
 * ports from the composition root.
 */
import path from 'node:path';
import type { EmbeddingSettings, EncodeRole, ModelSpec, TrainedModelManifest } from '../embed';
import { modelSpecs, trainedModels } from '../embed';
import type { EvaluationEnvironment, PairedComparison, RankingProgress } from '../eval';
import { BOOTSTRAP_RESAMPLES, judgedPools, pairedComparison } from '../eval';
import { invalidArgument } from '../errors/refgraph-error';
import type { TuningQuery } from '../rank';
import { assertNameFree, encoderFile, gateVerdict, promoteModel, recordModel, rollbackModel } from '../registry';
import type { GateVerdict, ModelRecord, ModelValidation, TrainedOn } from '../registry';
import { checkedTimeSplit } from './time-split';
import type { ExportStep, TrainEncoderPlan } from './train-encoder';
import { trainEncoder } from './train-encoder-run';
import type { WithLibrary } from './train-encoder-run';
import { GATE_MEASURE, yearRange } from './library-queries';
import type { LibraryTraining, Serving } from './train-library-ranker';
import { gateAveragePrecision } from './train-library-ranker';
import type { SetCounts, TrainingDataOptions } from './training-data';

/**
 * `refgraph train` fine-tunes the encoder without `--encoder` once the library holds this many
 * papers. AAN (17k papers) is where a trained encoder was measured to gain (`full` +13.6% with the
 * learned fusion, docs/notebook/training.md); the demo (394) is far below, and on a library that
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
  verdict: GateVerdict;
  promoted: boolean;
  comparison: PairedComparison;
  /** The new index: served when promoted, deleted otherwise. */
  index: string;
  /** The index that served before, kept for a rollback (when promoted). */
  kept: string[];
  seconds: Record<'train' | 'encode' | 'index' | 'compare', number>;
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
  let compareSeconds = 0;
  started = performance.now();
  let served: { index: string; served: boolean; kept: string[] };
  try {
    served = await ports.onCandidateIndex(manifest.name, io.progress, async (candidateEnv, index) => {
      indexSeconds = elapsed(started);
      say(`index: ${index} built beside the served one in ${indexSeconds} s`);
      started = performance.now();
      const pools = await judgedPools(candidateEnv, ranker.heldBack.plan, (line) => say(`validation on ${index}: ${line}`), io.progress);
      const comparison = compareEncoders(pools, ranker.heldBack.pools, io.serving, plan.seed);
      compareSeconds = elapsed(started);
      const validation: ModelValidation = {
        measure: GATE_MEASURE.name,
        queries: comparison.queries,
        candidate: comparison.candidate,
        serving: { model: `${io.encoder ?? 'none'} with ${io.serving.model}`, mean: comparison.serving },
        difference: comparison.difference,
        interval: comparison.interval,
        seed: plan.seed,
        resamples: BOOTSTRAP_RESAMPLES,
      };
      const model = await recordModel(prisma, {
        kind: 'encoder',
        name: manifest.name,
        path: modelFile,
        sha256: manifest.files['model.onnx'].sha256,
        settings: { file: await encoderFile(modelFile, manifest.name), base: plan.base.name, trainer: plan.trainer, data: plan.data, interpolation: plan.interpolation, exportStep: plan.exportStep, fusion: io.serving.model, index, command: io.command },
        trainedOn: encoderTrainedOn(ranker.trainedOn, manifest, pools.length, io.encoder),
        validation,
      });
      const verdict = gateVerdict(validation);
      say(`encoder gate: ${verdict.reason}`);
      const promoted = verdict.passes && plan.promote;
      if (promoted) await promoteModel(prisma, model.name, { force: false });
      outcome = { model: promoted ? { ...model, status: 'promoted' } : model, verdict, promoted, comparison };
      return promoted;
    });
  } catch (error) {
    // Promoted, but the swap failed: the registry must not name an encoder whose index does not serve.
    if (outcome?.promoted === true) await rollbackModel(prisma, 'encoder');
    throw error;
  }
  const { model, verdict, promoted } = outcome!;
  say(
    promoted
      ? `promoted: encoder '${model.name}' (model ${model.id}); ${served.index} serves now, ${served.kept.join(', ') || 'no index'} kept for \`refgraph models rollback encoder\`; servers pick the encoder at their next start`
      : `recorded: encoder '${model.name}' (model ${model.id}) as a candidate${verdict.passes ? ' (--no-promote)' : ''}; its index ${served.index} deleted; \`refgraph models promote ${model.name}${verdict.passes ? '' : ' --force'}\` builds it again and serves it`,
  );
  return { ...outcome!, index: served.index, kept: served.kept, seconds: { train: trainSeconds, encode: encodeSeconds, index: indexSeconds, compare: compareSeconds } };
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

/** AP@100 of every held-back query on the new index and on the served one, each ordered by the served fusion, paired by query. Pure. */
export function compareEncoders(candidate: readonly TuningQuery[], serving: readonly TuningQuery[], fusion: Serving, seed: number): PairedComparison {
  const served = new Map(serving.map((pool) => [pool.id, pool]));
  const paired = candidate.filter((pool) => served.has(pool.id));
  return pairedComparison(
    paired.map((pool) => gateAveragePrecision(fusion.order(pool), pool)),
    paired.map((pool) => gateAveragePrecision(fusion.order(served.get(pool.id)!), served.get(pool.id)!)),
    seed,
  );
}
