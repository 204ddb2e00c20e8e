/**
 * Models fine-tuned by `refgraph train encoder`: data, not code. Each is a folder
 * $REFGRAPH_MODELS_DIR/<name>/ holding model.onnx, its base model's tokenizer.json and
 * trained-model.json, the manifest: the base model (whose settings it is used with), the
 * files' sha256 and sizes, and the training record. A folder without a manifest is not a
 * trained model (the built models have none); a manifest that does not parse is an error,
 * never skipped. Parsing is pure (parseTrainedManifest); trainedModels reads the folder;
 * writeTrainedManifest writes a manifest (src/training registers models with it).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isJsonObject } from '../common/json-object';
import { RefgraphError } from '../errors/refgraph-error';
import type { ModelSpec } from './model-spec';

export const TRAINED_MANIFEST = 'trained-model.json';
export const TRAINED_MANIFEST_SCHEMA = 1;

/** Lower-case letters, digits, '.', '_' and '-': a folder name and an embedding-cache key. */
const NAME = /^[a-z0-9][a-z0-9._-]{0,99}$/;

export interface TrainedFile {
  sha256: string;
  bytes: number;
}

export interface ValidationPoint {
  step: number;
  RR: number;
  'R@10': number;
}

/** What a model was trained on and how: enough to rerun it and to judge it. */
export interface TrainingRecord {
  /** Citations whose citing paper is from this year or before are the training data. */
  trainUntil: number;
  /** Validation: citing papers in (trainUntil, validateUntil]. */
  validateUntil: number;
  seed: number;
  steps: number;
  /**
   * The step whose weights were exported: by default the validation step with the highest RR.
   * Absent in manifests written before it was recorded, whose export is the last step's.
   */
  exportedStep?: number;
  /** Example counts, negatives by strategy, text fields, file hashes: see src/training. */
  data: Record<string, unknown>;
  /** The trainer's settings as its run fingerprint records them. */
  trainer: Record<string, unknown>;
  /** Per step: noisy, each is one batch's. */
  losses: number[];
  /** The loss over one fixed sample of training examples (at most 1,024) as one batch, dropout off, before and after: comparable. */
  fixedLoss: { before: number; after: number };
  validation: ValidationPoint[];
  /** The server's encoder on the exported file vs PyTorch's vectors. */
  parity: { texts: number; minCosine: number; meanCosine: number };
  /**
   * Present when the exported weights are not the trained ones but (1 − interpolation) · base +
   * interpolation · trained (WiSE-FT); the validation points are the trained weights'.
   */
  interpolation?: number;
}

/** How a quantised copy was made from a trained model, and how far it moved from it. */
export interface Quantization {
  /** The trained model it is a copy of. */
  from: string;
  /** The script that wrote it: the one set-up uses for the served int8 model. */
  build: string;
  /** The server's encoder on this file vs PyTorch's vectors of the trained model. */
  parity: { texts: number; minCosine: number; meanCosine: number };
}

export interface TrainedModelManifest {
  schema: typeof TRAINED_MANIFEST_SCHEMA;
  name: string;
  baseModel: string;
  createdAt: string;
  files: { 'model.onnx': TrainedFile; 'tokenizer.json': TrainedFile };
  training: TrainingRecord;
  /** Present on the int8 copy `train encoder` registers beside the fp32 model. */
  quantized?: Quantization;
}

export interface TrainedModel {
  spec: ModelSpec;
  manifest: TrainedModelManifest;
  dir: string;
}

export function checkedTrainedName(name: string): string {
  if (!NAME.test(name)) {
    throw new RefgraphError('INVALID_ARGUMENT', `--name: '${name}' is not a model name (lower-case letters, digits, '.', '_', '-'; at most 100)`, { argument: '--name' });
  }
  return name;
}

type Check = (value: unknown) => boolean;
const isObject: Check = isJsonObject;
const isInteger: Check = (v) => Number.isInteger(v);
const isNumber: Check = (v) => typeof v === 'number' && Number.isFinite(v);
const isSha256: Check = (v) => typeof v === 'string' && /^[0-9a-f]{64}$/.test(v);
const isParity: Check = (v) => isObject(v) && isInteger((v as Quantization['parity']).texts) && isNumber((v as Quantization['parity']).minCosine) && isNumber((v as Quantization['parity']).meanCosine);
const isFile: Check = (v) => isObject(v) && isSha256((v as TrainedFile).sha256) && isInteger((v as TrainedFile).bytes) && (v as TrainedFile).bytes > 0;
const isPoint: Check = (v) => isObject(v) && isInteger((v as ValidationPoint).step) && isNumber((v as ValidationPoint).RR) && isNumber((v as ValidationPoint)['R@10']);

/** The manifest's fields checked one by one; MODEL_INVALID naming the file and the first bad field. */
export function parseTrainedManifest(json: unknown, file: string): TrainedModelManifest {
  const invalid = (field: string, expected: string) =>
    new RefgraphError('MODEL_INVALID', `${file}: ${field}: expected ${expected}`, { file, field });
  const check = (owner: unknown, key: string, ok: Check, expected: string, where = key) => {
    if (!isObject(owner) || !ok((owner as Record<string, unknown>)[key])) throw invalid(where, expected);
  };
  if (!isObject(json)) throw invalid('(top level)', 'a JSON object');
  const m = json as TrainedModelManifest;
  check(m, 'schema', (v) => v === TRAINED_MANIFEST_SCHEMA, String(TRAINED_MANIFEST_SCHEMA));
  check(m, 'name', (v) => typeof v === 'string' && NAME.test(v), 'a model name');
  check(m, 'baseModel', (v) => typeof v === 'string' && v !== '', 'a registry model name');
  check(m, 'createdAt', (v) => typeof v === 'string' && !Number.isNaN(Date.parse(v)), 'an ISO date');
  check(m, 'files', isObject, 'an object');
  for (const name of ['model.onnx', 'tokenizer.json']) check(m.files, name, isFile, '{sha256 (64 hex), bytes > 0}', `files.${name}`);
  check(m, 'training', isObject, 'an object');
  const t = m.training;
  for (const key of ['trainUntil', 'validateUntil', 'seed', 'steps'] as const) check(t, key, isInteger, 'an integer', `training.${key}`);
  check(t, 'validateUntil', (v) => (v as number) > t.trainUntil, 'a year after training.trainUntil', 'training.validateUntil');
  check(t, 'steps', (v) => (v as number) > 0, 'at least 1', 'training.steps');
  if (t.exportedStep !== undefined) check(t, 'exportedStep', (v) => isInteger(v) && (v as number) >= 0 && (v as number) <= t.steps, 'an integer in 0..training.steps', 'training.exportedStep');
  for (const key of ['data', 'trainer'] as const) check(t, key, isObject, 'an object', `training.${key}`);
  check(t, 'losses', (v) => Array.isArray(v) && v.length === t.steps && v.every(isNumber), 'one number per step', 'training.losses');
  check(t, 'fixedLoss', (v) => isObject(v) && isNumber((v as TrainingRecord['fixedLoss']).before) && isNumber((v as TrainingRecord['fixedLoss']).after), '{before, after}', 'training.fixedLoss');
  check(t, 'validation', (v) => Array.isArray(v) && v.length > 0 && v.every(isPoint), 'a list of {step, RR, R@10}', 'training.validation');
  check(t, 'parity', isParity, '{texts, minCosine, meanCosine}', 'training.parity');
  if (t.interpolation !== undefined) check(t, 'interpolation', (v) => isNumber(v) && (v as number) > 0 && (v as number) < 1, 'a number in (0, 1)', 'training.interpolation');
  if (m.quantized !== undefined) {
    const q = m.quantized;
    check(m, 'quantized', isObject, 'an object');
    check(q, 'from', (v) => typeof v === 'string' && NAME.test(v) && v !== m.name, 'the name of another model', 'quantized.from');
    check(q, 'build', (v) => typeof v === 'string' && v !== '', 'a script path', 'quantized.build');
    check(q, 'parity', isParity, '{texts, minCosine, meanCosine}', 'quantized.parity');
  }
  return m;
}

/**
 * Writes a manifest into `folder`, checked first as trainedModels will read it; `readFrom` is the
 * folder it will be read from (a registration writes into a staging folder, renamed when complete).
 */
export async function writeTrainedManifest(folder: string, manifest: TrainedModelManifest, readFrom: string): Promise<void> {
  // Through JSON first: what is checked is what will be read.
  parseTrainedManifest(JSON.parse(JSON.stringify(manifest)), path.join(readFrom, TRAINED_MANIFEST));
  await writeFile(path.join(folder, TRAINED_MANIFEST), `${JSON.stringify(manifest, null, 1)}\n`);
}

/**
 * The trained models in `modelsDir`, each used with its base model's settings under its own
 * name. Checked: the manifest, its name against the folder, the base model against the
 * registry, and the files' sizes against the manifest (their sha256 is checked when
 * `refgraph train encoder` registers them: hashing 470 MB at every start would cost seconds).
 */
export function trainedModels(modelsDir: string, registry: readonly ModelSpec[]): TrainedModel[] {
  if (!existsSync(modelsDir)) return [];
  const found: TrainedModel[] = [];
  for (const entry of readdirSync(modelsDir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const dir = path.join(modelsDir, entry.name);
    const file = path.join(dir, TRAINED_MANIFEST);
    // Folders being written are dot-named until complete (src/training registers them so).
    if (!entry.isDirectory() || entry.name.startsWith('.') || !existsSync(file)) continue;
    let json: unknown;
    try {
      json = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      throw new RefgraphError('MODEL_INVALID', `${file}: not JSON (${(error as Error).message})`, { file });
    }
    const manifest = parseTrainedManifest(json, file);
    const problem = (text: string) => new RefgraphError('MODEL_INVALID', `${file}: ${text}`, { file, model: manifest.name });
    if (manifest.name !== entry.name) throw problem(`names model '${manifest.name}' but is in folder '${entry.name}'`);
    const base = registry.find((s) => s.name === manifest.baseModel);
    if (!base) throw problem(`base model '${manifest.baseModel}' is not in models/registry.json`);
    if (registry.some((s) => s.name === manifest.name)) throw problem(`'${manifest.name}' is a registry model's name`);
    for (const [name, expected] of Object.entries(manifest.files)) {
      const actual = path.join(dir, name);
      const bytes = existsSync(actual) ? statSync(actual).size : null;
      if (bytes !== expected.bytes) throw problem(`${name} is ${bytes === null ? 'missing' : `${bytes} bytes`}, the manifest says ${expected.bytes}`);
    }
    found.push({ spec: { ...base, name: manifest.name }, manifest, dir });
  }
  return found;
}
