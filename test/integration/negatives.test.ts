/** Negatives, triplets and evaluation pools on the hand-built graph (answers in the fixture). */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { negativeSources } from '../../src/app/services';
import { ingest } from '../../src/ingest/pipeline';
import { drawNegatives, evalPools, NEGATIVE_STRATEGIES, NegativeSources, queryPaper, Triplet, tripletRecords } from '../../src/negatives';
import { DISTANCE_FROM_H, HAND_PAPERS, handGraphLines } from '../fixtures/citation-graph';
import { refgraph } from '../support/built-cli';
import { closeServices, openEmptyStores, TestStores } from './harness';

const YEAR = new Map(HAND_PAPERS.map((p) => [p.id, p.year]));
const REFERENCES = new Map(HAND_PAPERS.map((p) => [p.id, p.references]));
/** Papers with at least one reference: the query papers of exports. */
const QUERIES = HAND_PAPERS.filter((p) => p.references.length > 0).map((p) => p.id).sort();

async function collect<T>(records: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const record of records) all.push(record);
  return all;
}

describe('negatives', () => {
  let stores: TestStores;
  let sources: NegativeSources;
  const draw = async (paperId: string, strategy: (typeof NEGATIVE_STRATEGIES)[number], k: number, seed = 7) =>
    drawNegatives(sources, await queryPaper(sources, paperId), strategy, k, seed);

  beforeAll(async () => {
    stores = await openEmptyStores('negatives', { ...process.env, REFGRAPH_EMBEDDING_MODEL: 'none' });
    const report = await ingest(stores.targets, handGraphLines(), { name: 'hand graph', format: 'jsonl' });
    expect(report.errors).toEqual([]);
    sources = negativeSources(stores.services, 'request');
  });
  afterAll(async () => closeServices(stores.services));

  it('draws each strategy from exactly the candidates worked out by hand', async () => {
    // h (2006) cites d, e, f. Papers after 2006 (i, k) never qualify.
    const all = async (strategy: (typeof NEGATIVE_STRATEGIES)[number]) => (await draw('h', strategy, 100)).sort();
    // Distance 2 or 3 from h: a, b, c, g, k (2012, too late) and j.
    expect(await all('GRAPH_NEIGHBOURS')).toEqual(['a', 'b', 'c', 'g', 'j']);
    expect(await all('RANDOM')).toEqual(['a', 'b', 'c', 'g', 'j', 'z']);
    // Cited at least once: a, b, c, g (j and z never are).
    expect(await all('CITED')).toEqual(['a', 'b', 'c', 'g']);
    // Scientometrics like h: a, b, c, g and the uncited z.
    expect(await all('MOST_CITED')).toEqual(['a', 'b', 'c', 'g', 'z']);
  });

  it('takes graph negatives at distance 2-3 only', async () => {
    for (const seed of [1, 2, 3]) {
      for (const id of await draw('h', 'GRAPH_NEIGHBOURS', 3, seed)) expect([2, 3]).toContain(DISTANCE_FROM_H[id]);
    }
  });

  it("refuses a graph walk above the cap for a request, and walks it for the operator's offline jobs", async () => {
    const tight = { ...sources, graph: { ...sources.graph, settings: { ...sources.graph.settings, maxTraversals: 2 } } };
    const h = await queryPaper(sources, 'h');
    await expect(drawNegatives(tight, h, 'GRAPH_NEIGHBOURS', 100, 7)).rejects.toMatchObject({ code: 'QUERY_TOO_LARGE', message: expect.stringContaining('negatives GRAPH_NEIGHBOURS: would follow about') });
    const offline = { ...tight, boundedTraversals: false };
    expect((await drawNegatives(offline, h, 'GRAPH_NEIGHBOURS', 100, 7)).sort()).toEqual(['a', 'b', 'c', 'g', 'j']);
  });

  it('prefilters with BM25 on the paper\'s own text, dropping positives and later papers', async () => {
    // d, e, f (cited by h) and i (2010) match h's words too; z and g are the eligible look-alikes.
    const prefiltered = await draw('h', 'PREFILTERED', 100);
    expect(prefiltered).toEqual(expect.arrayContaining(['z', 'g']));
    for (const id of prefiltered) expect(['d', 'e', 'f', 'h', 'i', 'k']).not.toContain(id);
  });

  it('never returns a positive, the query or a later paper, for any query and strategy', async () => {
    for (const query of QUERIES) {
      for (const strategy of NEGATIVE_STRATEGIES) {
        for (const id of await draw(query, strategy, 100)) {
          expect([query, strategy, id, REFERENCES.get(query)!.includes(id) || id === query || YEAR.get(id)! > YEAR.get(query)!]).toEqual([query, strategy, id, false]);
        }
      }
    }
  });

  it('samples reproducibly: same seed, same negatives; a smaller k is a prefix', async () => {
    expect(await draw('h', 'RANDOM', 4, 42)).toEqual(await draw('h', 'RANDOM', 4, 42));
    expect((await draw('h', 'RANDOM', 6, 42)).slice(0, 3)).toEqual(await draw('h', 'RANDOM', 3, 42));
    const seeds = await Promise.all([1, 2, 3, 4, 5].map((seed) => draw('h', 'RANDOM', 6, seed)));
    expect(new Set(seeds.map((s) => s.join())).size).toBeGreaterThan(1);
  });

  it('answers an unknown query paper with NOT_FOUND', async () => {
    await expect(queryPaper(sources, 'nope')).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  describe('triplet export', () => {
    const options = { strategy: 'GRAPH_NEIGHBOURS' as const, hardRatio: 0.5, seed: 11, perQuery: null };

    it('writes one triplet per positive of every citing paper, reproducibly', async () => {
      const first = await collect(tripletRecords(sources, options));
      expect(await collect(tripletRecords(sources, options))).toEqual(first);
      expect([...new Set(first.map((t) => t.query))]).toEqual(QUERIES);
      // 15 references in all, but e (2001, citing a, b, c) has only two possible negatives (d, z).
      expect(first).toHaveLength(14);
      for (const t of first) {
        expect(REFERENCES.get(t.query)).toContain(t.positive);
        expect([t.negative, REFERENCES.get(t.query)!.includes(t.negative) || t.negative === t.query || YEAR.get(t.negative)! > YEAR.get(t.query)!]).toEqual([t.negative, false]);
      }
    });

    it('draws the ratio of hard negatives over the whole export, RANDOM filling any shortfall', async () => {
      const all: Triplet[] = await collect(tripletRecords(sources, options));
      // Rounding the running total asks d..k (2, 3, 1, 2, 3, 2, 1, 1 positives) for 1, 2, 0, 1, 2, 1, 0, 1
      // hard negatives; e has one graph neighbour old enough (d), so 7 are hard.
      const hardPerQuery = Object.fromEntries(QUERIES.map((q) => [q, all.filter((t) => t.query === q && t.strategy === 'GRAPH_NEIGHBOURS').length]));
      expect(hardPerQuery).toEqual({ d: 1, e: 1, f: 0, g: 1, h: 2, i: 1, j: 0, k: 1 });
      expect(all.filter((t) => t.strategy === 'RANDOM')).toHaveLength(7);
      const allRandom = await collect(tripletRecords(sources, { ...options, hardRatio: 0 }));
      expect(allRandom).toHaveLength(14);
      expect(allRandom.every((t) => t.strategy === 'RANDOM')).toBe(true);
    });

    it('writes the same file twice from the command line with the same seed', async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'refgraph-triplets-'));
      // The command reads its config from the environment: point it at this suite's stores.
      const env = { ...process.env, REFGRAPH_EMBEDDING_MODEL: 'none', REFGRAPH_ES_INDEX_PREFIX: 'test-negatives' };
      try {
        const files = [path.join(dir, 'one.jsonl'), path.join(dir, 'two.jsonl')];
        for (const out of files) {
          const run = await refgraph(['export', 'triplets', '--strategy', 'GRAPH_NEIGHBOURS', '--hard-ratio', '0.5', '--seed', '11', '--out', out], env);
          expect([run.status, run.stdout, run.stderr]).toEqual([0, expect.stringMatching(new RegExp(`^wrote \\d+ triplets to ${out} \\(.+; seed 11\\)\n$`)), '']);
        }
        const [one, two] = (await Promise.all(files.map((f) => readFile(f, 'utf8')))) as [string, string];
        expect(two).toBe(one);
        expect(one.trimEnd().split('\n').map((line) => JSON.parse(line) as Triplet)).toEqual(await collect(tripletRecords(sources, options)));
        const pools = path.join(dir, 'pools.jsonl');
        expect((await refgraph(['eval', 'pools', '--out', pools, '--per-type', '2', '--seed', '5'], env)).status).toBe(0);
        expect((await readFile(pools, 'utf8')).trimEnd().split('\n').map((line) => JSON.parse(line) as unknown)).toEqual(
          await collect(evalPools(sources, { perType: 2, seed: 5 })),
        );
      } finally {
        await rm(dir, { recursive: true, force: true });
      }
    });

    it('samples per-query positives with the seed', async () => {
      const one = await collect(tripletRecords(sources, { ...options, perQuery: 1 }));
      expect(one).toHaveLength(QUERIES.length);
      expect(await collect(tripletRecords(sources, { ...options, perQuery: 1 }))).toEqual(one);
    });
  });

  it('builds evaluation pools: positives plus K negatives of each type, each paper once', async () => {
    const pools = await collect(evalPools(sources, { perType: 2, seed: 5 }));
    expect(pools.map((p) => p.query)).toEqual(QUERIES);
    expect(await collect(evalPools(sources, { perType: 2, seed: 5 }))).toEqual(pools);
    const h = pools.find((p) => p.query === 'h')!;
    expect(h.candidates.filter((c) => c.label === 'positive').map((c) => c.paper)).toEqual(['d', 'e', 'f']);
    expect(h.candidates.filter((c) => c.label === 'GRAPH_NEIGHBOURS')).toHaveLength(2);
    expect(new Set(h.candidates.map((c) => c.paper)).size).toBe(h.candidates.length);
    for (const c of h.candidates.filter((c) => c.label === 'GRAPH_NEIGHBOURS')) expect([2, 3]).toContain(DISTANCE_FROM_H[c.paper]);
    for (const pool of pools) {
      expect(pool.candidates.filter((c) => c.label === 'positive').map((c) => c.paper)).toEqual(REFERENCES.get(pool.query));
      for (const c of pool.candidates.filter((c) => c.label !== 'positive')) {
        expect([pool.query, c.paper, REFERENCES.get(pool.query)!.includes(c.paper) || c.paper === pool.query || YEAR.get(c.paper)! > YEAR.get(pool.query)!]).toEqual([pool.query, c.paper, false]);
      }
    }
  });
});
