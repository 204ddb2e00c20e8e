/**
 * The promoted encoder servers and commands use at start (issue #51): the registry's promoted
 * row of kind encoder, its model folder's `model.onnx` checked against what was recorded at
 * training (missing or changed: CONFIG_INVALID, the start stops, as for the ranker). Hashing a
 * 470 MB fp32 model takes a second or more, and every CLI command reads this: the sha256 is
 * computed only when the file's size or modification time differ from those recorded (an edit
 * changes one of them), and compared then. Adapter (Prisma, the file system).
 */
import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { PrismaClient } from '@prisma/client';
import { sha256File } from '../common/sha256-file';
import { RefgraphError } from '../errors/refgraph-error';
import type { ModelRecord } from './model-record';
import { promotedModel } from './model-registry';

/** What an encoder's record keeps in its settings beside the trainer's. */
export interface EncoderFile {
  /** The encoder's name in the models folder: REFGRAPH_EMBEDDING_MODEL's value for it. */
  embeddingModel: string;
  bytes: number;
  mtimeMs: number;
}

export interface ServedEncoder {
  model: ModelRecord;
  /** The name the embedder loads (the models folder's). */
  embeddingModel: string;
}

/** The models folder's name of a recorded encoder. */
export function encoderModelName(model: ModelRecord): string {
  return (model.settings.file as EncoderFile).embeddingModel;
}

export async function encoderFile(file: string, embeddingModel: string): Promise<EncoderFile> {
  const { size, mtimeMs } = await stat(file);
  return { embeddingModel, bytes: size, mtimeMs };
}

export async function promotedEncoder(prisma: PrismaClient): Promise<ServedEncoder | null> {
  const model = await promotedModel(prisma, 'encoder');
  if (model === null) return null;
  const recorded = model.settings.file as EncoderFile;
  const source = `the promoted encoder '${model.name}'`;
  const rollback = '`refgraph models rollback encoder` serves the one before';
  if (!existsSync(model.path)) throw new RefgraphError('CONFIG_INVALID', `${source}: its file ${model.path} is missing (${rollback})`, { model: model.name });
  const now = await stat(model.path);
  if (now.size !== recorded.bytes || now.mtimeMs !== recorded.mtimeMs) {
    const sha256 = await sha256File(model.path);
    if (sha256 !== model.sha256) {
      throw new RefgraphError('CONFIG_INVALID', `${source}: its file ${model.path} changed since it was recorded (sha256 ${sha256}, recorded ${model.sha256}; ${rollback})`, { model: model.name });
    }
  }
  return { model, embeddingModel: recorded.embeddingModel };
}
