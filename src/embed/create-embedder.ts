import type { PrismaClient } from '@prisma/client';
import { RefgraphError } from '../errors/refgraph-error';
import type { EmbeddingSettings } from './embedding-settings';
import { Embedder, EmbedderMember } from './embedder';
import { EncoderGate } from './encoder-gate';
import { memberNames } from './joined-model';
import { modelSpec } from './model-registry';
import { loadEncoder } from './onnx-encoder';
import { loadPoolingScorer, uniformScorerFile } from './pooling-scorer-file';

/**
 * Loads a registry (or trained) model, or the members of a joined one (`a+b`), and wraps them
 * with the embedding cache and the configured text settings.
 */
export async function createEmbedder(prisma: PrismaClient, settings: EmbeddingSettings, modelName: string): Promise<Embedder> {
  const specs = memberNames(modelName).map((name) => modelSpec(name, settings.modelsDir));
  if (specs.length > 1 && settings.scorerFile !== null) {
    // A scorer file is fitted on one model's windows (`refgraph train pooling`).
    throw new RefgraphError('CONFIG_INVALID', `REFGRAPH_POOLING_SCORER_FILE is fitted for one model, and '${modelName}' joins ${specs.length}: leave it unset`, { setting: 'REFGRAPH_POOLING_SCORER_FILE' });
  }
  const members: EmbedderMember[] = [];
  // Every member's runs take turns at one door: they share the same cores.
  const gate = new EncoderGate(settings.fastLane, settings.servingShare);
  try {
    for (const spec of specs) {
      const scorer = loadPoolingScorer(settings.scorerFile ?? uniformScorerFile(spec, settings.modelsDir), spec);
      members.push({ encoder: await loadEncoder(spec, settings.modelsDir, { batchSize: settings.batchSize, intraOpThreads: settings.threads, gate }), scorer });
    }
  } catch (error) {
    await Promise.allSettled(members.map((m) => m.encoder.close()));
    throw error;
  }
  return new Embedder(prisma, members, settings);
}
