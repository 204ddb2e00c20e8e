/**
 * Evaluation never touches the served index (#54): `refgraph eval --folds` and `refgraph tune
 * bm25`, run as the command line, while the API answers searches in a loop on the same index.
 * The grids run on a clone, dropped after; tune's best pair, and a configured pair ingestion finds
 * missing, arrive by a swap; an index missing a paper is refused before anything is ranked.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { readJsonLines } from '../../src/common/json-lines';
import { repoPath } from '../../src/common/repo-path';
import { ingest } from '../../src/ingest/pipeline';
import { startServer, RunningServer } from '../../src/api/server';
import { withPaperIndexClone } from '../../src/projections/index-clone';
import { bm25ParametersOf } from '../../src/search/bm25-parameters';
import { livePaperIndex, paperClones } from '../../src/search/paper-alias';
import { closeServices, graphqlClient, openEmptyStores, OPEN_DEMO, TestStores } from './harness';

const FIXTURE = repoPath('test', 'fixtures', 'eval-corpus.jsonl');
const SUITE = 'eval-served';

interface CliRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

function cli(args: string[]): Promise<CliRun> {
  const env = { ...process.env, REFGRAPH_ES_INDEX_PREFIX: `test-${SUITE}` };
  const child = spawn(process.execPath, [repoPath('dist', 'src', 'cli', 'main.js'), ...args], { env });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('close', (status) => resolve({ status, stdout, stderr })));
}

describe('evaluation beside a serving API', () => {
  let stores: TestStores;
  let server: RunningServer;
  const query = graphqlClient(() => server.url);
  const alias = () => stores.services.paperIndex;
  const es = () => stores.services.elasticsearch;

  /** Searches one after another until `during` settles; every search that fails is kept with its reason. */
  async function searchingThroughout<T>(during: Promise<T>): Promise<{ result: T; searches: number; failures: string[] }> {
    let done = false;
    const failures: string[] = [];
    let searches = 0;
    const loop = (async () => {
      while (!done) {
        searches += 1;
        try {
          const response = await query('{ searchPapers(query: "coral reefs ocean warming", first: 3) { edges { node { paper { id } } } } }');
          if (response.errors !== undefined || response.data?.searchPapers.edges.length === 0) failures.push(JSON.stringify(response.errors ?? 'no hits'));
        } catch (error) {
          failures.push(String(error));
        }
      }
    })();
    const result = await during.finally(() => (done = true));
    await loop;
    return { result, searches, failures };
  }

  const servedSettings = async () => {
    const live = await livePaperIndex(es(), alias());
    const index = live.kind === 'alias' ? live.indices[0]! : alias();
    const settings = await es().indices.getSettings({ index, flat_settings: true });
    return { index, settings: settings[index]!.settings };
  };

  beforeAll(async () => {
    stores = await openEmptyStores(SUITE, { ...process.env, ...OPEN_DEMO });
    const report = await ingest(stores.targets, readJsonLines(FIXTURE), { name: FIXTURE, format: 'jsonl' });
    expect(report.errors).toEqual([]);
    server = await startServer(stores.services, { port: 0 });
  });
  afterAll(async () => {
    await server.stop();
    await closeServices(stores.services);
  });

  it('eval --folds ranks its grid on a clone: every search answered, the served index as it was, no clone left, a dead run\'s clone dropped', async () => {
    const before = await servedSettings();
    // A clone left by a run that was killed (nobody holds its lock): the next run drops it.
    const abandoned = `${alias()}.clone-1`;
    await es().indices.create({ index: abandoned });
    const seen = new Set<string>();
    const watching = setInterval(() => void paperClones(es(), alias()).then((names) => names.forEach((n) => seen.add(n))), 200);
    const { result, searches, failures } = await searchingThroughout(cli(['eval', '--folds', '2', '--systems', 'bm25,hybrid', '--split', 'all', '--k', '100']));
    clearInterval(watching);
    expect(result.stderr).not.toContain('refgraph:');
    expect(result.status).toBe(0);
    expect(result.stdout.split('\n').filter((line) => /^(bm25-served|bm25|hybrid)\s/.test(line))).toHaveLength(3);
    // The run said where it ranked, and that clone existed while it ran.
    const clone = /index: ranking on (\S+), a clone of/.exec(result.stderr)?.[1];
    expect(clone).toMatch(new RegExp(`^${alias()}\\.clone-\\d+$`));
    expect(seen).toContain(clone);
    expect(result.stderr).toContain('grid: k1=0.5 b=0.25');
    expect(searches).toBeGreaterThan(20);
    expect(failures).toEqual([]);
    expect(await servedSettings()).toEqual(before);
    expect(await paperClones(es(), alias())).toEqual([]);
  });

  it('a run in progress keeps its clone while another run sweeps abandoned ones', async () => {
    const sources = { prisma: stores.services.prisma, elasticsearch: es(), neo4j: stores.services.neo4j, paperIndex: alias() };
    const other = await withPaperIndexClone(
      sources,
      async (clone) => {
        const run = await cli(['eval', '--folds', '2', '--systems', 'bm25', '--split', 'all', '--k', '100']);
        expect(run.status).toBe(0);
        expect(await paperClones(es(), alias())).toEqual([clone]);
        return clone;
      },
      () => {},
    );
    expect(other).toMatch(/\.clone-\d+$/);
    expect(await paperClones(es(), alias())).toEqual([]);
  });

  it('tune bm25 grids on a clone and puts its best pair on the served index by a swap, searches answered throughout', async () => {
    const before = await servedSettings();
    const dir = await mkdtemp(path.join(os.tmpdir(), 'refgraph-tune-'));
    const out = path.join(dir, 'tuned.json');
    const { result, searches, failures } = await searchingThroughout(cli(['tune', 'bm25', '--k1', '0.5,1.2', '--b', '0.25,0.75', '--validation-from', '1000', '--test-from', '2999', '--out', out]));
    expect(result.stderr).not.toContain('refgraph:');
    expect(result.status).toBe(0);
    const best = /best: k1 ([\d.]+), b ([\d.]+) .*now on the index \(rebuilt with it as (\S+) and swapped in\)/.exec(result.stdout);
    expect(best).not.toBeNull();
    const pair = { k1: Number(best![1]), b: Number(best![2]) };
    expect(searches).toBeGreaterThan(20);
    expect(failures).toEqual([]);
    // In effect: the alias points to the rebuilt index, which scores with the pair; the old one is gone.
    const after = await servedSettings();
    expect(after.index).toBe(best![3]);
    expect(after.index).not.toBe(before.index);
    expect(await bm25ParametersOf(es(), alias())).toEqual(pair);
    expect(await es().indices.exists({ index: before.index })).toBe(false);
    expect(JSON.parse(await readFile(out, 'utf8'))).toMatchObject({ bm25: pair });
    expect(await paperClones(es(), alias())).toEqual([]);
  });

  it('an ingestion under another configured BM25 pair rebuilds the index beside the served one and swaps it in: searches answered throughout', async () => {
    const before = await servedSettings();
    const pair = { k1: 1.5, b: 0.6 };
    expect(await bm25ParametersOf(es(), alias())).not.toEqual(pair);
    const targets = { ...stores.targets, index: { ...stores.targets.index, bm25: pair } };
    const { result, searches, failures } = await searchingThroughout(ingest(targets, readJsonLines(FIXTURE), { name: FIXTURE, format: 'jsonl' }));
    expect(result.errors).toEqual([]);
    expect(searches).toBeGreaterThan(3);
    expect(failures).toEqual([]);
    expect((await servedSettings()).index).not.toBe(before.index);
    expect(await bm25ParametersOf(es(), alias())).toEqual(pair);
    expect(await es().indices.exists({ index: before.index })).toBe(false);
  });

  it('eval refuses an index missing a paper, naming the counts and the commands, before making any clone', async () => {
    await es().delete({ index: alias(), id: 'levy2015improving', refresh: true });
    const runsBefore = await stores.services.prisma.evaluationRun.count();
    const expected = `PostgreSQL 15, Elasticsearch index ${alias()} 14, Neo4j 15`;
    for (const args of [['eval', '--systems', 'bm25'], ['eval', '--folds', '2', '--systems', 'bm25', '--split', 'all']]) {
      const run = await cli(args);
      expect(run.status).toBe(1);
      expect(run.stderr).toContain('refgraph: PROJECTIONS_INCOMPLETE: ');
      expect(run.stderr).toContain(expected);
      expect(run.stderr).toContain("'refgraph verify --target elasticsearch'");
      expect(run.stderr).toContain("'refgraph reindex --target elasticsearch'");
      expect(run.stdout).toBe('');
    }
    expect(await paperClones(es(), alias())).toEqual([]);
    expect(await stores.services.prisma.evaluationRun.count()).toBe(runsBefore);
  });
});
