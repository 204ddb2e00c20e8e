/**
 * `refgraph train encoder` as named stages: prepare (the time-split example files from the
 * stored library) → train (training.train_loop: resumes from its checkpoints) → export
 * (training.export_trained: ONNX fp32, checked against PyTorch) → parity (the server's own
 * encoder on the exported file against PyTorch's vectors) → register (the models folder).
 * Every file lives in the plan's work folder, so a rerun with the same options finds the same
 * data (same sha256) and the trainer resumes where it stopped.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { loadCandidateEncoder, modelFiles, modelSpec, recordedParity } from '../embed';
import type { EncodeRole, ModelSpec, RecordedVector, TrainedModelManifest, TrainingRecord, ValidationPoint } from '../embed';
import { invalidArgument, RefgraphError } from '../errors/refgraph-error';
import type { NegativeSources } from '../negatives';
import { registerTrainedModel, sha256File } from './register-model';
import { runTrainer } from './trainer-process';
import { emptyCounts, SetCounts, TrainingDataOptions, trainingExamples } from './training-data';
import type { TrainingExample } from './training-examples';

/** The trainer's numeric settings, by their training.train_loop flag (without the dashes). */
export const TRAINER_SETTINGS = ['steps', 'batch-size', 'max-tokens', 'learning-rate', 'warmup-steps', 'frozen-layers', 'eval-every', 'checkpoint-every', 'threads'] as const;
export type TrainerSetting = (typeof TRAINER_SETTINGS)[number];

/** The server's encoder must give PyTorch's vectors: float rounding only. */
export const MIN_PARITY_COSINE = 0.9999;

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
}

export interface PreparedData {
  train: SetCounts;
  validation: SetCounts;
  trainSha256: string;
  validationSha256: string;
}

export type LinesWriter = (file: string, records: AsyncIterable<TrainingExample>) => Promise<number>;

const file = (plan: TrainEncoderPlan, name: string) => path.join(plan.workDir, name);

/** Stage prepare: train.jsonl and validation.jsonl; refuses a split that leaves too little. */
export async function prepareData(sources: NegativeSources, plan: TrainEncoderPlan, write: LinesWriter): Promise<PreparedData> {
  const counts = { train: emptyCounts(), validation: emptyCounts() };
  for (const set of ['train', 'validation'] as const) await write(file(plan, `${set}.jsonl`), trainingExamples(sources, plan.data, set, counts[set]));
  const { trainUntil, validateUntil } = plan.data.split;
  const batch = plan.trainer['batch-size'];
  if (counts.train.examples < batch) {
    throw invalidArgument('--train-until', `citing papers up to ${trainUntil} give ${counts.train.examples} training examples, fewer than a batch (${batch}): choose a later year or a smaller --batch-size`);
  }
  if (counts.validation.examples === 0) throw invalidArgument('--validate-until', `no citing paper from ${trainUntil + 1} to ${validateUntil} gives a validation example: choose a later --validate-until`);
  return { ...counts, trainSha256: await sha256File(file(plan, 'train.jsonl')), validationSha256: await sha256File(file(plan, 'validation.jsonl')) };
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
  const exported = await runTrainer(python, 'training.export_trained', ['--run-dir', runDir, '--out', modelFile, '--vectors-out', vectorsFile, ...common], onLine, [1]);
  const report = exported.result as { ok: boolean; pytorch_vs_exported: { min: number } };
  if (!report.ok) throw new RefgraphError('MODEL_INVALID', `the exported ${modelFile} differs from the PyTorch model (onnxruntime, min cosine ${report.pytorch_vs_exported.min})`, { file: modelFile });

  // The server's encoder (tokeniser, prefixes, truncation, pooling in TypeScript) on the file.
  const encoder = await loadCandidateEncoder(plan.base, plan.modelsDir, modelFile);
  const parity = await recordedParity(await readVectors(vectorsFile), encoder).finally(() => encoder.close());
  onLine(`parity: the server's encoder vs PyTorch on ${parity.texts} texts: min cosine ${parity.minCosine.toFixed(6)}, mean ${parity.meanCosine.toFixed(6)}`);
  if (parity.minCosine < MIN_PARITY_COSINE) {
    throw new RefgraphError('MODEL_INVALID', `the server's encoder gives other vectors than PyTorch for ${modelFile}: min cosine ${parity.minCosine} < ${MIN_PARITY_COSINE} ('${parity.worst.text.slice(0, 60)}')`, { file: modelFile });
  }

  const { split, strategy, hardRatio, negativesPerExample, paperFields } = plan.data;
  const training: TrainingRecord = {
    trainUntil: split.trainUntil,
    validateUntil: split.validateUntil,
    seed: plan.data.seed,
    steps: trained.steps_done,
    data: { strategy, hardRatio, negativesPerExample, paperFields, queryRole: plan.queryRole, ...data },
    trainer: trained.fingerprint,
    losses: trained.losses,
    fixedLoss: trained.fixed_loss,
    validation: trained.validation,
    parity: { texts: parity.texts, minCosine: parity.minCosine, meanCosine: parity.meanCosine },
  };
  const manifest = await registerTrainedModel({ modelsDir: plan.modelsDir, name: plan.name, base: plan.base, modelFile, tokenizerFile: modelFiles(plan.modelsDir, plan.base).tokenizer, training, createdAt: now() });
  modelSpec(plan.name, plan.modelsDir); // the registry now resolves it (or says why not)
  return manifest;
}
