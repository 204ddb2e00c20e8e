/**
 * The encoder a server or a command uses, chosen once at its start: REFGRAPH_EMBEDDING_MODEL when
 * set (an operator's override), else the model registry's promoted encoder (`refgraph train
 * --encoder`, `refgraph models promote`), else the configured default. Commands choose as the
 * server does, since ingestion and reindex write the served index's vectors: a paper encoded by
 * another model than its neighbours would be ranked by a meaningless cosine. A promoted encoder
 * whose file is missing or changed stops the start (CONFIG_INVALID); PostgreSQL not answering, or
 * a database not yet migrated, does not (the configured encoder serves, with a warning for the former).
 */
import { Prisma } from '@prisma/client';
import { memberNames, modelSpec } from '../embed';
import { engineFailure } from '../errors/engine-errors';
import { promotedEncoder } from '../registry';
import { lazyEmbedder, Services } from './services';

/** Prisma's code for a table that does not exist: a database `refgraph migrate` has not reached yet. */
const MISSING_TABLE = 'P2021';

export async function withServedEncoder(services: Services, warn: (error: unknown, message: string) => void): Promise<Services> {
  if (services.config.encoderFromEnvironment) return services;
  try {
    const promoted = await promotedEncoder(services.prisma);
    return promoted === null ? services : withEncoder(services, promoted.embeddingModel);
  } catch (error) {
    if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === MISSING_TABLE) return services;
    if (engineFailure(error) === null) throw error;
    warn(error, `the model registry could not be read: the configured encoder (${services.config.embedding.model ?? 'none'}) serves`);
    return services;
  }
}

/** The services with `model` as their encoder (null: none): its vector size for the index, its embedder loaded on first use. */
export function withEncoder(services: Services, model: string | null): Services {
  // A joined model's vectors are its members' side by side (embed's joined-model.ts).
  const members = model === null ? [] : memberNames(model).map((name) => modelSpec(name, services.config.embedding.modelsDir));
  const config = {
    ...services.config,
    embedding: { ...services.config.embedding, model },
    elasticsearch: { ...services.config.elasticsearch, vectorDimensions: model === null ? services.config.elasticsearch.vectorDimensions : members.reduce((sum, m) => sum + m.dimension, 0) },
  };
  return { ...services, config, embedder: lazyEmbedder(config, services.prisma) };
}
