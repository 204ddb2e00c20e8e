/**
 * `refgraph ingest --compact`: after a load the served index is one segment (each segment is
 * searched on its own, so a freshly loaded index answers slower until Elasticsearch has merged
 * it), and a small ingestion under `auto` leaves merging to Elasticsearch.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { segmentCount } from '../../src/search';
import { refgraph } from '../support/built-cli';
import { closeServices, openEmptyStores, TestStores } from './harness';

const SUITE = 'ingest-compact';

function papersFile(folder: string, name: string, from: number, count: number): string {
  const file = path.join(folder, name);
  const lines = Array.from({ length: count }, (_, i) => JSON.stringify({ kind: 'paper', id: `p${from + i}`, title: `Segment merging study number ${from + i}`, year: 2000 + (i % 20) }));
  writeFileSync(file, lines.join('\n') + '\n');
  return file;
}

describe('refgraph ingest --compact', () => {
  let stores: TestStores;
  const env = { ...process.env, REFGRAPH_ES_INDEX_PREFIX: `test-${SUITE}` };
  const folder = mkdtempSync(path.join(os.tmpdir(), 'refgraph-compact-'));
  const segments = () => segmentCount(stores.services.elasticsearch, stores.services.paperIndex);

  beforeAll(async () => {
    stores = await openEmptyStores(SUITE);
  });
  afterAll(async () => closeServices(stores.services));

  it('auto leaves a small ingestion to Elasticsearch; always merges the index into one segment and says so', async () => {
    // Three commands, three refreshes: at least as many segments until something merges them.
    for (const [i, from] of [0, 40, 80].entries()) {
      const run = await refgraph(['ingest', papersFile(folder, `batch${i}.jsonl`, from, 40)], env);
      expect(run).toMatchObject({ status: 0 });
      expect(run.stdout).not.toContain('merging');
    }
    expect(await segments()).toBeGreaterThan(1);

    const run = await refgraph(['ingest', '--compact', 'always', papersFile(folder, 'batch3.jsonl', 120, 40)], env);
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/search index: \d+ segments merged into 1 in \d+\.\d s/);
    expect(await segments()).toBe(1);
    expect((await stores.services.elasticsearch.count({ index: stores.services.paperIndex })).count).toBe(160);
  });

  it('refuses an unknown --compact value with the values it takes', async () => {
    const run = await refgraph(['ingest', '--compact', 'sometimes', papersFile(folder, 'never-read.jsonl', 0, 1)], env);
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('--compact: must be one of auto, always, never');
  });
});
