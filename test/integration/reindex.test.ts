import { createElasticsearchClient } from '../../src/search/elasticsearch';
import { readJsonLines } from '../../src/common/json-lines';
import { ingest } from '../../src/ingest/pipeline';
import { projectionCounts, reindex, verifyProjections } from '../../src/projections';
import { deleteGraph } from '../../src/graph/projection';
import { repoPath } from '../../src/common/repo-path';
import { bm25ParametersOf, setBm25Parameters } from '../../src/search/bm25-parameters';
import { deletePaperIndices, livePaperIndex } from '../../src/search/paper-alias';
import { paperIndexDefinition } from '../../src/search/paper-index';
import { closeServices, openEmptyStores, TestStores } from './harness';

const FIXTURE = repoPath('test', 'fixtures', 'mini-corpus.jsonl');

describe('reindex rebuilds the projections from PostgreSQL', () => {
  let stores: TestStores;

  beforeAll(async () => {
    stores = await openEmptyStores('reindex');
    await ingest(stores.targets, readJsonLines(FIXTURE), { name: FIXTURE, format: 'jsonl' });
  });
  afterAll(async () => closeServices(stores.services));

  it('restores identical counts after both projections are lost, and verifies clean', async () => {
    const before = await projectionCounts(stores.targets);
    await deletePaperIndices(stores.services.elasticsearch, stores.services.config.elasticsearch.indexPrefix);
    await deleteGraph(stores.services.neo4j);
    const lost = await projectionCounts(stores.targets);
    expect(lost.elasticsearch.papers).toBe(0);
    expect(lost.neo4j).toEqual({ papers: 0, talks: 0, authors: 0, citations: 0 });

    const report = await reindex(stores.targets, 'all');
    expect(report.verification.clean).toBe(true);
    expect(report.refused).toEqual([]);
    expect(await projectionCounts(stores.targets)).toEqual(before);
    // The rebuild ends with a merge run as an Elasticsearch task; reindex returns once it has ended.
    const segments = await stores.services.elasticsearch.cat.segments({ index: stores.services.paperIndex, format: 'json' });
    expect(segments).toHaveLength(1);
  });

  it('rebuilds one projection without touching the other', async () => {
    const before = await projectionCounts(stores.targets);
    expect((await reindex(stores.targets, 'neo4j')).verification.clean).toBe(true);
    expect((await reindex(stores.targets, 'elasticsearch')).verification.clean).toBe(true);
    expect(await projectionCounts(stores.targets)).toEqual(before);
  });

  it('keeps the alias readable while it swaps: every search during and after a reindex finds papers', async () => {
    const { elasticsearch, paperIndex } = stores.services;
    const oldIndices = await livePaperIndex(elasticsearch, paperIndex);
    const hits: number[] = [];
    let rebuilding = true;
    const searching = (async () => {
      while (rebuilding) {
        const response = await elasticsearch.search({ index: paperIndex, query: { match_all: {} }, size: 0, track_total_hits: true });
        hits.push(typeof response.hits.total === 'number' ? response.hits.total : response.hits.total!.value);
      }
    })();
    const report = await reindex(stores.targets, 'elasticsearch').finally(() => (rebuilding = false));
    await searching;
    const papers = await stores.services.prisma.paper.count();
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((n) => n === papers)).toBe(true);
    expect(report.verification.clean).toBe(true);
    const live = await livePaperIndex(elasticsearch, paperIndex);
    expect(live).toEqual({ kind: 'alias', indices: [report.search!.index] });
    // The old concrete index is gone.
    const old = oldIndices.kind === 'alias' ? oldIndices.indices : [];
    for (const name of old) expect(await elasticsearch.indices.exists({ index: name })).toBe(false);
  });

  it('replaces a concrete index made before aliases with an alias in one swap', async () => {
    const { elasticsearch, paperIndex, config } = stores.services;
    await deletePaperIndices(elasticsearch, config.elasticsearch.indexPrefix);
    await elasticsearch.indices.create({ index: paperIndex, ...paperIndexDefinition(config.elasticsearch) });
    expect(await livePaperIndex(elasticsearch, paperIndex)).toEqual({ kind: 'concrete' });
    const report = await reindex(stores.targets, 'elasticsearch');
    expect(report.verification.clean).toBe(true);
    expect(await livePaperIndex(elasticsearch, paperIndex)).toEqual({ kind: 'alias', indices: [report.search!.index] });
  });

  it('brings an index made under other BM25 parameters to the configured ones on the next ingestion, by a rebuild swapped in', async () => {
    const { elasticsearch, paperIndex, config } = stores.services;
    await setBm25Parameters(elasticsearch, paperIndex, { k1: 0.9, b: 0.4 });
    expect(await bm25ParametersOf(elasticsearch, paperIndex)).toEqual({ k1: 0.9, b: 0.4 });
    const before = await projectionCounts(stores.targets);
    const served = await livePaperIndex(elasticsearch, paperIndex);

    await ingest(stores.targets, readJsonLines(FIXTURE), { name: FIXTURE, format: 'jsonl' });
    expect(await bm25ParametersOf(elasticsearch, paperIndex)).toEqual(config.elasticsearch.bm25);
    expect(await projectionCounts(stores.targets)).toEqual(before);
    const rebuilt = await livePaperIndex(elasticsearch, paperIndex);
    expect(rebuilt.kind).toBe('alias');
    expect(rebuilt).not.toEqual(served);
  });

  it('refuses to ingest while Elasticsearch is unreachable, with a typed error and nothing written', async () => {
    const unreachable = { ...stores.targets, elasticsearch: createElasticsearchClient({ nodes: ['http://127.0.0.1:9'], auth: null, caFile: null }) };
    const lines = async function* () {
      yield { line: 1, value: { kind: 'paper', id: 'written-while-down', title: 'Written while the search engine was down', year: 2011 } };
    };
    await expect(ingest(unreachable, lines(), { name: 'inline', format: 'jsonl' })).rejects.toMatchObject({ code: 'ENGINE_UNAVAILABLE' });
    expect(await stores.services.prisma.paper.findUnique({ where: { id: 'written-while-down' } })).toBeNull();
    await unreachable.elasticsearch.close();
  });

  it('reports papers Elasticsearch refuses by id with its reason (run PARTIAL), and reindex catches up', async () => {
    const { elasticsearch, paperIndex, prisma } = stores.services;
    await elasticsearch.indices.putSettings({ index: paperIndex, settings: { 'index.blocks.write': true } });
    const lines = async function* () {
      yield { line: 1, value: { kind: 'paper', id: 'written-while-blocked', title: 'Written while the index refused writes', year: 2012 } };
    };
    try {
      const report = await ingest(stores.targets, lines(), { name: 'inline', format: 'jsonl' });
      expect(report.errors).toEqual([
        expect.objectContaining({ line: 1, recordId: 'written-while-blocked', field: '(elasticsearch)', code: 'ENGINE_REFUSED', message: expect.stringContaining('cluster_block_exception') }),
      ]);
      expect(report.errors[0]!.message).not.toContain('refgraph reindex');
      expect(await prisma.ingestionRun.findUnique({ where: { id: report.runId } })).toMatchObject({ status: 'PARTIAL', recordsFailed: 1 });
    } finally {
      await elasticsearch.indices.putSettings({ index: paperIndex, settings: { 'index.blocks.write': false } });
    }
    expect(await prisma.paper.findUnique({ where: { id: 'written-while-blocked' } })).not.toBeNull();
    const behind = await verifyProjections(stores.targets);
    expect(behind.clean).toBe(false);
    expect(behind.diffs.find((d) => d.kind === 'elasticsearch papers')!.missing).toEqual({ count: 1, first: ['written-while-blocked'] });

    const report = await reindex(stores.targets, 'all');
    expect(report.verification.clean).toBe(true);
    const caughtUp = await projectionCounts(stores.targets);
    expect(caughtUp.elasticsearch.papers).toBe(caughtUp.postgres.papers);
    expect(caughtUp.neo4j.papers).toBe(caughtUp.postgres.papers);
  });

  it('removes from Neo4j what PostgreSQL no longer holds, without emptying the graph', async () => {
    const { prisma } = stores.services;
    await prisma.citation.deleteMany({ where: { citingId: 'written-while-blocked' } });
    await prisma.paper.delete({ where: { id: 'written-while-blocked' } });
    const report = await reindex(stores.targets, 'neo4j');
    expect(report.graph!.removed.papers).toBe(1);
    expect(report.verification.clean).toBe(true);
  });
});
