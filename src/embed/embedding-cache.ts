/** The PostgreSQL table of cached embeddings (model + key → float32 vector). */
import type { PrismaClient } from '@prisma/client';

export function vectorToBytes(vector: Float32Array): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(new ArrayBuffer(vector.length * 4));
  const view = new DataView(bytes.buffer);
  vector.forEach((value, i) => view.setFloat32(i * 4, value, true));
  return bytes;
}

export function bytesToVector(bytes: Uint8Array): Float32Array {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const vector = new Float32Array(bytes.byteLength / 4);
  for (let i = 0; i < vector.length; i += 1) vector[i] = view.getFloat32(i * 4, true);
  return vector;
}

export async function readCachedEmbeddings(prisma: PrismaClient, model: string, keys: string[]): Promise<Map<string, Float32Array>> {
  if (keys.length === 0) return new Map();
  const rows = await prisma.embedding.findMany({ where: { model, key: { in: keys } }, select: { key: true, vector: true } });
  return new Map(rows.map((row) => [row.key, bytesToVector(row.vector)]));
}

export async function writeCachedEmbeddings(prisma: PrismaClient, model: string, entries: Map<string, Float32Array>): Promise<void> {
  if (entries.size === 0) return;
  await prisma.embedding.createMany({
    data: [...entries].map(([key, vector]) => ({ model, key, dimension: vector.length, vector: vectorToBytes(vector) })),
    skipDuplicates: true,
  });
}

/**
 * Stores vectors that replace what the cache holds under the same keys: vectors the user gave
 * with their papers (the encoder's own vectors never change for a key, so `writeCachedEmbeddings`
 * keeps the first). One statement; the vectors travel as base64 in one JSON parameter.
 */
export async function replaceCachedEmbeddings(prisma: PrismaClient, model: string, entries: ReadonlyMap<string, Float32Array>): Promise<void> {
  if (entries.size === 0) return;
  const rows = [...entries].map(([key, vector]) => ({ key, dimension: vector.length, vector: Buffer.from(vectorToBytes(vector)).toString('base64') }));
  await prisma.$executeRaw`
    INSERT INTO "Embedding" (model, key, dimension, vector)
    SELECT ${model}, r.key, r.dimension, decode(r.vector, 'base64') FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r(key text, dimension int, vector text)
    ON CONFLICT (model, key) DO UPDATE SET dimension = EXCLUDED.dimension, vector = EXCLUDED.vector`;
}
