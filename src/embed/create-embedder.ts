import type { PrismaClient } from '@prisma/client';
import type { EmbeddingSettings } from './embedding-settings';
import { Embedder } from './embedder';
import { modelSpec } from './model-registry';
import { loadEncoder } from './onnx-encoder';
import { loadPoolingScorer, uniformScorerFile } from './pooling-scorer-file';

/** Loads a registry (or trained) model and wraps it with the embedding cache and the configured text settings. */
export async function createEmbedder(prisma: PrismaClient, settings: EmbeddingSettings, modelName: string): Promise<Embedder> {
  const spec = modelSpec(modelName, settings.modelsDir);
  const encoder = await loadEncoder(spec, settings.modelsDir, { batchSize: settings.batchSize });
  const scorer = loadPoolingScorer(settings.scorerFile ?? uniformScorerFile(spec, settings.modelsDir), spec);
  return new Embedder(prisma, encoder, { ...settings, scorer });
}
