/**
 * The demo corpus's vectors, encoded once per jest run: the first suite that ingests the demo
 * corpus (test/support/demo-corpus.ts: the seeded servers, parity) keeps the Embedding rows its
 * ingestion wrote in a file of the run's folder (REFGRAPH_TEST_RUN_DIR, made by
 * test/support/worker-engines.ts); the next ones put those rows back into their emptied database
 * before they ingest, so their ingestion finds every vector in the cache and encodes nothing
 * (~400 papers and 9 talks, the largest share of a seeded suite's set-up). Everything else is
 * ingested as before: PostgreSQL, the index and the graph are each suite's own.
 *
 * Safe to share because a row is content-addressed (model, sha256 of role, pooling and text:
 * src/embed/embedding-key.ts) and only a seeding suite writes the file, right after its
 * ingestion with the real encoders, before anything else can put a vector in the table. A run
 * without the folder (a single suite run by hand) encodes as before.
 */
import { existsSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { PrismaClient } from '@prisma/client';

interface StoredRow {
  model: string;
  key: string;
  dimension: number;
  /** float32 little-endian, base64. */
  vector: string;
}

/** Where the run's shared files go, or null when jest's global set-up made none. */
export function testRunDir(env: NodeJS.ProcessEnv = process.env): string | null {
  return env.REFGRAPH_TEST_RUN_DIR || null;
}

/**
 * Runs `seed` (the demo corpus's ingestion into emptied stores) with the run's stored vectors in
 * the cache; the first seeding of a run stores them. Returns how many rows were put back (0 when
 * this suite encoded them), and checks that the seeding then found every vector it needed.
 */
export async function withSharedSeedEmbeddings(prisma: PrismaClient, seed: () => Promise<void>): Promise<number> {
  const dir = testRunDir();
  if (dir === null) {
    await seed();
    return 0;
  }
  const file = path.join(dir, 'seed-embeddings.json');
  if (!existsSync(file)) {
    await seed();
    const rows = await prisma.embedding.findMany({ select: { model: true, key: true, dimension: true, vector: true } });
    const stored: StoredRow[] = rows.map((row) => ({ ...row, vector: Buffer.from(row.vector).toString('base64') }));
    // Written whole under a name of this process, then renamed: a suite seeding beside this one
    // (the other worker) reads either no file or a complete one.
    await writeFile(`${file}.${process.pid}`, JSON.stringify(stored));
    await rename(`${file}.${process.pid}`, file);
    return 0;
  }
  const stored = JSON.parse(await readFile(file, 'utf8')) as StoredRow[];
  await prisma.embedding.createMany({ data: stored.map((row) => ({ ...row, vector: Uint8Array.from(Buffer.from(row.vector, 'base64')) })), skipDuplicates: true });
  await seed();
  // The seeding encodes what the rows lack and caches it: more rows than were put back means the
  // stored vectors did not cover this seeding (another encoder, other texts), a setup error.
  const after = await prisma.embedding.count();
  if (after !== stored.length) throw new Error(`seed-embeddings: ${stored.length} stored vectors put back, but the seeding left ${after} in the cache: not the same demo corpus and encoders`);
  return stored.length;
}
