/**
 * The sentence-encoder models Refgraph knows and where their files are: the built ones of
 * models/registry.json (read and validated once, on first use) and, given a models folder, the
 * trained ones found in it (trained-models.ts; read at each call, so a model registered by a
 * running command is seen at once).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { RefgraphError } from '../errors/refgraph-error';
import { repoPath } from '../common/repo-path';
import { MODEL_INPUTS, ModelSpec } from './model-spec';
import { trainedModels } from './trained-models';

export { MODEL_INPUTS } from './model-spec';
export type { ModelInput, ModelSpec } from './model-spec';

export interface ModelFiles {
  model: string;
  tokenizer: string;
}

/** Where scripts/models/setup.sh puts the models unless REFGRAPH_MODELS_DIR says otherwise. */
export const DEFAULT_MODELS_DIR = repoPath('.models');

const REGISTRY_FILE = repoPath('models', 'registry.json');
let registry: ModelSpec[] | undefined;

/** The registry's models, then (with `modelsDir`) the models trained into that folder. */
export function modelSpecs(modelsDir?: string): ModelSpec[] {
  registry ??= parseRegistry(JSON.parse(readFileSync(REGISTRY_FILE, 'utf8')));
  return modelsDir === undefined ? registry : [...registry, ...trainedModels(modelsDir, registry).map((m) => m.spec)];
}

export function modelSpec(name: string, modelsDir?: string): ModelSpec {
  const specs = modelSpecs(modelsDir);
  const spec = specs.find((s) => s.name === name);
  if (!spec) {
    const known = specs.map((s) => s.name);
    const trained = modelsDir === undefined ? '' : ` (trained models are folders of ${modelsDir} with a trained-model.json)`;
    throw new RefgraphError('INVALID_ARGUMENT', `model: unknown model '${name}'; known models: ${known.join(', ')}${trained}`, {
      argument: 'model',
      known,
    });
  }
  return spec;
}

export function modelFiles(modelsDir: string, spec: ModelSpec): ModelFiles {
  const dir = path.join(modelsDir, spec.name);
  const files = { model: path.join(dir, 'model.onnx'), tokenizer: path.join(dir, 'tokenizer.json') };
  const missing = Object.values(files).filter((file) => !existsSync(file));
  if (missing.length > 0) {
    throw new RefgraphError(
      'MODEL_UNAVAILABLE',
      `model '${spec.name}' is not built (missing ${missing.join(', ')}): run \`bash scripts/models/setup.sh\``,
      { model: spec.name, missing },
    );
  }
  return files;
}

function parseRegistry(json: unknown): ModelSpec[] {
  const models = (json as { models?: unknown }).models;
  if (!Array.isArray(models)) throw registryInvalid('no "models" array');
  return models.map(parseModelSpec);
}

function parseModelSpec(raw: unknown, index: number): ModelSpec {
  if (typeof raw !== 'object' || raw === null) throw registryInvalid(`models[${index}]: expected an object`);
  const entry = raw as Record<string, unknown>;
  const where = `models[${index}]${typeof entry.name === 'string' ? ` (${entry.name})` : ''}`;
  const field = <T>(key: string, ok: (value: unknown) => boolean, expected: string): T => {
    if (!ok(entry[key])) throw registryInvalid(`${where}.${key}: expected ${expected}`);
    return entry[key] as T;
  };
  const isString = (v: unknown) => typeof v === 'string';
  const isPositiveInteger = (v: unknown) => Number.isInteger(v) && (v as number) > 0;
  return {
    name: field('name', (v) => isString(v) && v !== '', 'a non-empty string'),
    dimension: field('dimension', isPositiveInteger, 'a positive integer'),
    pooling: field('pooling', (v) => v === 'mean' || v === 'cls', "'mean' or 'cls'"),
    normalize: field('normalize', (v) => typeof v === 'boolean', 'a boolean'),
    queryPrefix: field('queryPrefix', isString, 'a string'),
    passagePrefix: field('passagePrefix', isString, 'a string'),
    maxTokens: field('maxTokens', isPositiveInteger, 'a positive integer'),
    licence: field('licence', isString, 'a string'),
    inputs: field(
      'inputs',
      (v) => Array.isArray(v) && v.includes('input_ids') && v.every((i) => (MODEL_INPUTS as readonly unknown[]).includes(i)),
      `input names among ${MODEL_INPUTS.join(', ')}, including input_ids`,
    ),
    output: field('output', (v) => isString(v) && v !== '', 'a non-empty string'),
  };
}

function registryInvalid(problem: string): RefgraphError {
  return new RefgraphError('MODEL_INVALID', `${REGISTRY_FILE}: ${problem}`, { file: REGISTRY_FILE });
}
