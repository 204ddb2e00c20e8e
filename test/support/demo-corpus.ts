/**
 * The demo corpus (seed/) ingested into a suite's emptied stores as scripts/setup.sh ingests it,
 * with the run's shared vectors (test/support/seed-embeddings.ts): only the first suite of a jest
 * run that ingests it encodes its ~400 papers and 9 talks.
 */
import { readJsonLines } from '../../src/common/json-lines';
import { repoPath } from '../../src/common/repo-path';
import { ingest, IngestReport } from '../../src/ingest/pipeline';
import type { TestStores } from '../integration/harness';
import { withSharedSeedEmbeddings } from './seed-embeddings';

/** The order scripts/setup.sh ingests them in: papers before the talks and citations naming them. */
export const SEED_FILES = ['papers-sciences.jsonl', 'papers-computing.jsonl', 'talks-computing.jsonl', 'talks-sciences.jsonl'];

/**
 * Each file's ingestion report, in SEED_FILES's order. A file ingested with errors fails the
 * seeding at once: its vectors must not become the run's shared ones.
 */
export async function ingestDemoCorpus(stores: TestStores): Promise<IngestReport[]> {
  const reports: IngestReport[] = [];
  await withSharedSeedEmbeddings(stores.services.prisma, async () => {
    for (const file of SEED_FILES) {
      const path = repoPath('seed', file);
      const report = await ingest(stores.targets, readJsonLines(path), { name: path, format: 'jsonl' });
      if (report.errors.length > 0) throw new Error(`seed ${file} did not ingest cleanly: ${JSON.stringify(report.errors.slice(0, 3))}`);
      reports.push(report);
    }
  });
  return reports;
}
