/**
 * Adapter: a trained model into the models folder, so `REFGRAPH_EMBEDDING_MODEL=<name>`
 * selects it (embed's trained-models.ts reads it). The folder is written under a dot-name and
 * renamed when complete, so a killed run never leaves a half model the registry would read.
 */
import { existsSync } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { sha256File } from '../common/sha256-file';
import { loadPoolingScorer, TRAINED_MANIFEST_SCHEMA, TRAINED_UNIFORM_SCORER, TrainedModelManifest, TrainingRecord, uniformScorerFile, writePoolingScorer, writeTrainedManifest } from '../embed';
import type { Quantization } from '../embed';
import type { ModelSpec } from '../embed';
import { RefgraphError } from '../errors/refgraph-error';

export interface Registration {
  modelsDir: string;
  name: string;
  base: ModelSpec;
  /** The exported ONNX file: moved into the model's folder. */
  modelFile: string;
  /** The base model's tokenizer: copied. */
  tokenizerFile: string;
  training: TrainingRecord;
  /** For a quantised copy of a trained model. */
  quantized?: Quantization;
  createdAt: Date;
}

export function registeredDir(modelsDir: string, name: string): string {
  return path.join(modelsDir, name);
}

async function moveFile(from: string, to: string): Promise<void> {
  try {
    await rename(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await copyFile(from, to);
    await rm(from);
  }
}

export async function registerTrainedModel(r: Registration): Promise<TrainedModelManifest> {
  const dir = registeredDir(r.modelsDir, r.name);
  if (existsSync(dir)) throw new RefgraphError('INVALID_ARGUMENT', `--name: ${dir} already exists`, { argument: '--name' });
  const staging = path.join(r.modelsDir, `.${r.name}.partial`);
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  const model = path.join(staging, 'model.onnx');
  const tokenizer = path.join(staging, 'tokenizer.json');
  await moveFile(r.modelFile, model);
  await copyFile(r.tokenizerFile, tokenizer);
  // 'weighted' talk pooling needs a scorer for every model: the base model's untrained one, renamed.
  const uniform = loadPoolingScorer(uniformScorerFile(r.base), r.base);
  const about = `untrained (all zero): 'weighted' pooling equals 'mean', as models/pooling/uniform-${r.base.name}.json`;
  await writePoolingScorer(path.join(staging, TRAINED_UNIFORM_SCORER), { ...uniform, model: r.name }, about);
  const described = async (file: string) => ({ sha256: await sha256File(file), bytes: (await stat(file)).size });
  const manifest: TrainedModelManifest = {
    schema: TRAINED_MANIFEST_SCHEMA,
    name: r.name,
    baseModel: r.base.name,
    createdAt: r.createdAt.toISOString(),
    files: { 'model.onnx': await described(model), 'tokenizer.json': await described(tokenizer) },
    training: r.training,
    ...(r.quantized && { quantized: r.quantized }),
  };
  await writeTrainedManifest(staging, manifest, dir);
  await rename(staging, dir);
  return manifest;
}
