/**
 * For the generated benchmark corpus only: puts seeded random unit vectors into the embedding
 * cache under the keys ingestion will look up, so that ingesting 100k synthetic papers does not
 * spend an hour encoding synthetic words. Query vectors are still encoded by the real model.
 *
 *   node dist/src/bench/fill-vectors.js generated-corpus.jsonl
 */
import { readJsonLines } from '../common/json-lines';
import { loadConfig } from '../config';
import { createPrismaClient } from '../db';
import { paperText, writeCachedEmbeddings, embeddingKey, l2Normalise, modelSpec } from '../embed';
import { seededRandom } from '../common/random';

async function main(file: string): Promise<void> {
  const config = loadConfig();
  if (config.embedding.model === null) throw new Error('REFGRAPH_EMBEDDING_MODEL is none: nothing to fill');
  const { dimension } = modelSpec(config.embedding.model);
  const prisma = createPrismaClient(config.postgres);
  const random = seededRandom(7);
  let batch = new Map<string, Float32Array>();
  let filled = 0;
  for await (const parsed of readJsonLines(file)) {
    if (!('value' in parsed)) continue;
    const record = parsed.value as { kind: string; title: string; abstract?: string; year: number; venue?: string };
    if (record.kind !== 'paper') continue;
    const text = paperText({ title: record.title, abstract: record.abstract ?? null, year: record.year, venue: record.venue ?? null }, config.embedding.paperFields);
    const vector = l2Normalise(Float32Array.from({ length: dimension }, () => random() * 2 - 1));
    batch.set(embeddingKey({ role: 'passage', pooling: 'single', text }), vector);
    if (batch.size === 1000) {
      await writeCachedEmbeddings(prisma, config.embedding.model, batch);
      filled += batch.size;
      batch = new Map();
    }
  }
  await writeCachedEmbeddings(prisma, config.embedding.model, batch);
  console.log(`filled ${filled + batch.size} vectors for ${config.embedding.model}`);
  await prisma.$disconnect();
}

main(process.argv[2] ?? 'generated-corpus.jsonl').catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
