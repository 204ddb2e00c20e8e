/**
 * `refgraph train encoder` as named stages: prepare (the time-split example files from the
 * stored library) → train (training.train_loop: resumes from its checkpoints) → export
 * (training.export_trained: ONNX fp32, checked against PyTorch) → parity (the server's own
 * encoder on the exported file against PyTorch's vectors) → quantize (an int8 copy, by the
 * script set-up uses for the served int8 model, and its parity; unless the plan says no) →
 * register (both, in the models folder: NAME and NAME-int8).
 * Every file lives in the plan's work folder, so a rerun with the same options finds the same
 * data (same sha256) and the trainer resumes where it stopped.
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadCandidateEncoder, modelFiles, modelSpec, recordedParity } from '../embed';
import type { EncodeRole, EncoderParity, ModelSpec, RecordedVector, TrainedModelManifest, TrainingRecord, ValidationPoint } from '../embed';
import { invalidArgument, RefgraphError } from '../errors/refgraph-error';
import type { RankingProgress } from '../eval';
import type { NegativeSources } from '../negatives';
import { sha256File } from '../common/sha256-file';
import { registerTrainedModel } from './register-model';
import { runTrainer } from './trainer-process';
import type { QueryRendering, Translate } from './query-languages';
import { emptyCounts, libraryMainLanguage, SetCounts, TrainingDataOptions, trainingExamples } from './training-data';
import type { TrainingExample } from './training-examples';

/** The trainer's numeric settings, by their training.train_loop flag (without the dashes). */
export const TRAINER_SETTINGS = ['steps', 'batch-size', 'max-tokens', 'learning-rate', 'warmup-steps', 'frozen-layers', 'eval-every', 'checkpoint-every', 'threads', 'fixed-loss-examples'] as const;
export type TrainerSetting = (typeof TRAINER_SETTINGS)[number];

/** The server's encoder must give PyTorch's vectors: float rounding only. */
export const MIN_PARITY_COSINE = 0.9999;

/**
 * The int8 copy against PyTorch's fp32 vectors. Dynamic int8 moves vectors by quantisation
 * error: the served multilingual-e5-small-int8 is at 0.993–0.996 from its fp32 model
 * (scripts/models/quantize_int8.py); below 0.99 the copy is not the trained model any more.
 */
export const MIN_INT8_PARITY_COSINE = 0.99;

/** Set-up's quantiser for the served int8 model, run on the trained one. */
const QUANTIZER = 'scripts/models/quantize_int8.py';

/** The name the int8 copy of a trained model is registered under. */
export function int8Name(name: string): string {
  return `${name}-int8`;
}

export interface TrainEncoderPlan {
  name: string;
  base: ModelSpec;
  modelsDir: string;
  workDir: string;
  data: TrainingDataOptions;
  /** The role the queries (citing papers) are encoded in: the server's REFGRAPH_CITATION_QUERY_ROLE. */
  queryRole: EncodeRole;
  /** Settings given; the trainer's defaults for the rest. steps and batch-size are always given. */
  trainer: Partial<Record<TrainerSetting, number>> & { steps: number; 'batch-size': number };
  /**
   * The exported weights are (1 − interpolation) · base + interpolation · trained (WiSE-FT);
   * 1 exports the trained weights as they are.
   */
  interpolation: number;
  /** Which step's weights are exported: the validation step with the highest RR, or the last. */
  exportStep: ExportStep;
  /**
   * false: no int8 copy (its quantisation and parity, ~15 s of CPU and a 118 MB file), for a run
   * whose model is served as fp32 (`refgraph train --encoder-no-int8`). Made by default.
   */
  int8?: boolean;
  /**
   * What the data is drawn from, as the caller knows it (`refgraph train`: the library's counts,
   * index and encoder, as its pools' cache is keyed). Recorded in data.json; data prepared from the
   * same state with the same options is then reused instead of drawn again (a rerun after a kill
   * resumes the trainer without another pass over the library: 14–37 min on AAN).
   */
  library?: Record<string, unknown>;
}

export const EXPORT_STEPS = ['best', 'last'] as const;
export type ExportStep = (typeof EXPORT_STEPS)[number];

/** An export step given on a command line (`flag` names it in the error). */
export function checkedExportStep(flag: string, value: string): ExportStep {
  if (!(EXPORT_STEPS as readonly string[]).includes(value)) throw invalidArgument(flag, `must be one of ${EXPORT_STEPS.join(', ')}, got '${value}'`);
  return value as ExportStep;
}

export interface PreparedData {
  train: SetCounts;
  validation: SetCounts;
  trainSha256: string;
  validationSha256: string;
}

export type LinesWriter = (file: string, records: AsyncIterable<TrainingExample>) => Promise<number>;

const file = (plan: TrainEncoderPlan, name: string) => path.join(plan.workDir, name);

/** What prepareData wrote, beside the two files: the options they were made with, to reuse them by. */
const PREPARED = 'data.json';

/**
 * Stage prepare: train.jsonl and validation.jsonl (and data.json); refuses a split that leaves too
 * little. With plan.data.queryLanguages, `translate` renders the training queries in them.
 */
export async function prepareData(sources: NegativeSources, plan: TrainEncoderPlan, write: LinesWriter, translate?: Translate, progress?: RankingProgress): Promise<PreparedData> {
  const counts = { train: emptyCounts(), validation: emptyCounts() };
  const rendering = await queryRendering(sources, plan, translate);
  for (const set of ['train', 'validation'] as const) await write(file(plan, `${set}.jsonl`), trainingExamples(sources, plan.data, set, counts[set], rendering, progress));
  const data = { ...counts, trainSha256: await sha256File(file(plan, 'train.jsonl')), validationSha256: await sha256File(file(plan, 'validation.jsonl')) };
  await writeFile(file(plan, PREPARED), `${JSON.stringify({ options: plan.data, library: plan.library ?? null, ...data }, null, 1)}\n`);
  checkEnoughData(plan, data);
  return data;
}

async function queryRendering(sources: NegativeSources, plan: TrainEncoderPlan, translate: Translate | undefined): Promise<QueryRendering | undefined> {
  const languages = plan.data.queryLanguages;
  if (languages === null) return undefined;
  if (translate === undefined) throw new Error('--query-languages needs a translator');
  return { languages, mainLanguage: await libraryMainLanguage(sources), translate };
}

function checkEnoughData(plan: TrainEncoderPlan, data: PreparedData): void {
  const { trainUntil, validateUntil } = plan.data.split;
  const batch = plan.trainer['batch-size'];
  if (data.train.examples < batch) {
    throw invalidArgument('--train-until', `citing papers up to ${trainUntil} give ${data.train.examples} training examples, fewer than a batch (${batch}): choose a later year or a smaller --batch-size`);
  }
  if (data.validation.examples === 0) throw invalidArgument('--validate-until', `no citing paper from ${trainUntil + 1} to ${validateUntil} gives a validation example: choose a later --validate-until`);
}

/**
 * The files an earlier run prepared with the same data options, unchanged since (sha256), instead
 * of a new pass over the library (14 min on AAN with GRAPH_NEIGHBOURS). The options are checked;
 * the library only against plan.library when given (refgraph train's state), else the caller vouches for it.
 */
export async function reusePreparedData(plan: TrainEncoderPlan): Promise<PreparedData> {
  const refuse = (why: string) => invalidArgument('--reuse-data', `${why}: run without --reuse-data to prepare the data again`);
  if (!existsSync(file(plan, PREPARED))) throw refuse(`no prepared data in ${plan.workDir}`);
  const { options, library, ...data } = JSON.parse(await readFile(file(plan, PREPARED), 'utf8')) as PreparedData & { options: unknown; library?: unknown };
  const given = JSON.parse(JSON.stringify(plan.data)) as Record<string, unknown>;
  const differing = Object.keys(given).filter((key) => JSON.stringify((options as Record<string, unknown>)[key]) !== JSON.stringify(given[key]));
  if (differing.length > 0) throw refuse(`the data in ${plan.workDir} was prepared with other options (${differing.join(', ')})`);
  if (plan.library !== undefined && JSON.stringify(library) !== JSON.stringify(plan.library)) throw refuse(`the data in ${plan.workDir} was prepared from another state of the library`);
  for (const [set, sha256] of [['train', data.trainSha256], ['validation', data.validationSha256]] as const) {
    const prepared = file(plan, `${set}.jsonl`);
    if (!existsSync(prepared) || (await sha256File(prepared)) !== sha256) throw refuse(`${prepared} is missing or changed since it was prepared`);
  }
  checkEnoughData(plan, data);
  return data;
}

/**
 * The data an earlier run prepared from the same library state (plan.library) with the same
 * options, its files unchanged; null when there is none or anything differs (then it is prepared
 * again, as without a state).
 */
export async function preparedFromSameLibrary(plan: TrainEncoderPlan): Promise<PreparedData | null> {
  if (plan.library === undefined) return null;
  try {
    return await reusePreparedData(plan);
  } catch (error) {
    if (error instanceof RefgraphError && error.code === 'INVALID_ARGUMENT') return null;
    throw error;
  }
}

interface TrainRecord {
  fingerprint: Record<string, unknown>;
  steps_done: number;
  losses: number[];
  fixed_loss: { before: number; after: number };
  validation: ValidationPoint[];
}

async function readVectors(vectorsFile: string): Promise<RecordedVector[]> {
  const lines = (await readFile(vectorsFile, 'utf8')).split('\n').filter((line) => line.trim() !== '');
  return lines.map((line) => {
    const { role, text, vector } = JSON.parse(line) as { role: EncodeRole; text: string; vector: number[] };
    return { role, text, vector: Float32Array.from(vector) };
  });
}

/** Stages train → export → parity → register, after prepareData. */
export async function trainPrepared(plan: TrainEncoderPlan, data: PreparedData, python: string, onLine: (line: string) => void, now: () => Date = () => new Date()): Promise<TrainedModelManifest> {
  const runDir = file(plan, 'run');
  const settings = Object.entries(plan.trainer).flatMap(([flag, value]) => [`--${flag}`, String(value)]);
  const common = ['--models-dir', plan.modelsDir, '--model', plan.base.name];
  const trained = (
    await runTrainer(python, 'training.train_loop', [
      '--triples', file(plan, 'train.jsonl'), '--validation', file(plan, 'validation.jsonl'), '--out-dir', runDir,
      '--seed', String(plan.data.seed), '--hard-negatives', String(plan.data.negativesPerExample), '--query-role', plan.queryRole, ...common, ...settings,
    ], onLine)
  ).result as TrainRecord;

  const modelFile = file(plan, 'model.onnx');
  const vectorsFile = file(plan, 'parity-vectors.jsonl');
  const exported = await runTrainer(python, 'training.export_trained', ['--run-dir', runDir, '--out', modelFile, '--vectors-out', vectorsFile, '--step', plan.exportStep, '--interpolate', String(plan.interpolation), ...common], onLine, [1]);
  const report = exported.result as { ok: boolean; step: number; pytorch_vs_exported: { min: number } };
  if (!report.ok) throw new RefgraphError('MODEL_INVALID', `the exported ${modelFile} differs from the PyTorch model (onnxruntime, min cosine ${report.pytorch_vs_exported.min})`, { file: modelFile });

  const vectors = await readVectors(vectorsFile);
  const parity = await checkedParity(plan, modelFile, vectors, MIN_PARITY_COSINE, onLine);
  const int8File = file(plan, 'model-int8.onnx');
  const int8 = plan.int8 !== false;
  if (int8) await runTrainer(python, QUANTIZER, ['--model', modelFile, '--out', int8File], onLine);
  const int8Parity = int8 ? await checkedParity(plan, int8File, vectors, MIN_INT8_PARITY_COSINE, onLine) : null;

  const { split, strategy, hardRatio, negativesPerExample, paperFields, queryLanguages } = plan.data;
  const training: TrainingRecord = {
    trainUntil: split.trainUntil,
    validateUntil: split.validateUntil,
    seed: plan.data.seed,
    steps: trained.steps_done,
    exportedStep: report.step,
    data: { strategy, hardRatio, negativesPerExample, paperFields, queryRole: plan.queryRole, ...(queryLanguages !== null && { queryLanguages }), ...data },
    trainer: trained.fingerprint,
    losses: trained.losses,
    fixedLoss: trained.fixed_loss,
    validation: trained.validation,
    parity: summary(parity),
    ...(plan.interpolation !== 1 && { interpolation: plan.interpolation }),
  };
  const registration = { modelsDir: plan.modelsDir, base: plan.base, tokenizerFile: modelFiles(plan.modelsDir, plan.base).tokenizer, training, createdAt: now() };
  const manifest = await registerTrainedModel({ ...registration, name: plan.name, modelFile });
  if (int8Parity !== null) {
    const quantized = { from: plan.name, build: QUANTIZER, parity: summary(int8Parity) };
    await registerTrainedModel({ ...registration, name: int8Name(plan.name), modelFile: int8File, quantized });
  }
  for (const name of int8 ? [plan.name, int8Name(plan.name)] : [plan.name]) modelSpec(name, plan.modelsDir); // the registry now resolves them (or says why not)
  return manifest;
}

const summary = (p: EncoderParity) => ({ texts: p.texts, minCosine: p.minCosine, meanCosine: p.meanCosine });

/** The server's encoder (tokeniser, prefixes, truncation, pooling in TypeScript) on an exported file against PyTorch's vectors. */
async function checkedParity(plan: TrainEncoderPlan, modelFile: string, vectors: RecordedVector[], minCosine: number, onLine: (line: string) => void): Promise<EncoderParity> {
  const encoder = await loadCandidateEncoder(plan.base, plan.modelsDir, modelFile);
  const parity = await recordedParity(vectors, encoder).finally(() => encoder.close());
  onLine(`parity: the server's encoder on ${path.basename(modelFile)} vs PyTorch on ${parity.texts} texts: min cosine ${parity.minCosine.toFixed(6)}, mean ${parity.meanCosine.toFixed(6)}`);
  if (parity.minCosine < minCosine) {
    throw new RefgraphError('MODEL_INVALID', `the server's encoder gives other vectors than PyTorch for ${modelFile}: min cosine ${parity.minCosine} < ${minCosine} ('${parity.worst.text.slice(0, 60)}')`, { file: modelFile });
  }
  return parity;
}
