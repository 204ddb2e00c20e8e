/**
 * The promoted ranker a server serves at start: the registry's promoted row, its file read and
 * checked against the sha256 recorded at training (a file edited or replaced since is not the
 * model the gate measured: CONFIG_INVALID, the start stops). Adapter (Prisma, the file system).
 */
import { existsSync } from 'node:fs';
import type { PrismaClient } from '@prisma/client';
import { sha256File } from '../common/sha256-file';
import { RefgraphError } from '../errors/refgraph-error';
import { readLearnedRanker } from '../rank';
import type { LearnedRankerFile } from '../rank';
import type { ModelRecord } from './model-record';
import { promotedModel } from './model-registry';

export interface ServedRanker extends LearnedRankerFile {
  model: ModelRecord;
}

export async function promotedRanker(prisma: PrismaClient): Promise<ServedRanker | null> {
  const model = await promotedModel(prisma, 'ranker');
  if (model === null) return null;
  const source = `the promoted ranker '${model.name}'`;
  if (!existsSync(model.path)) throw new RefgraphError('CONFIG_INVALID', `${source}: its file ${model.path} is missing (\`refgraph models rollback ranker\` serves the one before)`, { model: model.name });
  const sha256 = await sha256File(model.path);
  if (sha256 !== model.sha256) {
    throw new RefgraphError('CONFIG_INVALID', `${source}: its file ${model.path} changed since it was recorded (sha256 ${sha256}, recorded ${model.sha256})`, { model: model.name });
  }
  return { ...readLearnedRanker(model.path, source), model };
}
