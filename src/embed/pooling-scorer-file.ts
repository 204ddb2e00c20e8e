/**
 * Adapter: the weights file of a 'weighted' long-text pooling scorer, JSON
 * `{ model, dimension, weights: number[dimension], bias, trainedOn: string | null, about? }`,
 * read and written here only (`refgraph train pooling` and a trained model's registration write
 * it; the embedder reads it), each side checking it the same way.
 *
 * models/pooling/uniform-<model>.json are untrained (trainedOn: null): all weights are zero, so
 * every chunk gets the same softmax weight and 'weighted' pooling equals 'mean' pooling. They
 * exist so 'weighted' runs end to end before a scorer has been trained. A trained encoder
 * (trained-models.ts) keeps its own, pooling-uniform.json, in its folder of the models folder.
 */
import { existsSync, readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { RefgraphError } from '../errors/refgraph-error';
import { repoPath } from '../common/repo-path';
import type { PoolingScorer } from './long-text-pooling';
import type { ModelSpec } from './model-spec';
import { TRAINED_MANIFEST } from './trained-models';

/** A trained model's uniform scorer, in its folder. */
export const TRAINED_UNIFORM_SCORER = 'pooling-uniform.json';

export interface PoolingScorerFile extends PoolingScorer {
  model: string;
  dimension: number;
  /** What the scorer was trained on; null for an untrained scorer. */
  trainedOn: string | null;
}

/** The built models' uniform scorers are in models/pooling/; a trained model's is in its folder of `modelsDir`. */
export function uniformScorerFile(spec: ModelSpec, modelsDir?: string): string {
  if (modelsDir !== undefined && existsSync(path.join(modelsDir, spec.name, TRAINED_MANIFEST))) return path.join(modelsDir, spec.name, TRAINED_UNIFORM_SCORER);
  return repoPath('models', 'pooling', `uniform-${spec.name}.json`);
}

export function loadPoolingScorer(file: string, spec: ModelSpec): PoolingScorerFile {
  let json: Record<string, unknown>;
  try {
    json = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch (error) {
    throw new RefgraphError('FILE_UNREADABLE', `pooling scorer ${file}: ${(error as Error).message}`, { file });
  }
  checkScorer(file, json, spec);
  const { weights, bias, trainedOn } = json;
  return { model: spec.name, dimension: spec.dimension, weights: weights as number[], bias: bias as number, trainedOn: trainedOn as string | null };
}

/**
 * Writes a scorer as loadPoolingScorer reads it back, refusing one it would refuse. `about` says
 * what the file was made from and how it did (free-form; not read back).
 */
export async function writePoolingScorer(file: string, scorer: PoolingScorerFile, about: unknown): Promise<void> {
  const { model, dimension, weights, bias, trainedOn } = scorer;
  const json = { model, dimension, weights, bias, trainedOn, about };
  checkScorer(file, json, { name: model, dimension });
  await writeFile(file, `${JSON.stringify(json, null, 1)}\n`);
}

function checkScorer(file: string, json: Record<string, unknown>, spec: Pick<ModelSpec, 'name' | 'dimension'>): void {
  const problems: string[] = [];
  const { model, dimension, weights, bias, trainedOn } = json;
  if (model !== spec.name) problems.push(`model is ${JSON.stringify(model)}, expected '${spec.name}'`);
  if (dimension !== spec.dimension) problems.push(`dimension is ${JSON.stringify(dimension)}, expected ${spec.dimension}`);
  const isFiniteNumber = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);
  if (!Array.isArray(weights) || weights.length !== spec.dimension || !weights.every(isFiniteNumber)) {
    problems.push(`weights must be ${spec.dimension} finite numbers`);
  }
  if (!isFiniteNumber(bias)) problems.push('bias must be a finite number');
  if (trainedOn !== null && typeof trainedOn !== 'string') problems.push('trainedOn must be a string or null');
  if (problems.length > 0) {
    throw new RefgraphError('MODEL_INVALID', `pooling scorer ${file}: ${problems.join('; ')}`, { file, problems });
  }
}
