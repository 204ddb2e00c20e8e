import { createElasticsearchClient } from '../../src/search/elasticsearch';
import { readJsonLines } from '../../src/ingest/read-lines';
import { ingest } from '../../src/ingest/pipeline';
import { projectionCounts, reindex } from '../../src/ingest/projection';
import { deleteGraph } from '../../src/graph/projection';
import { repoPath } from '../../src/repo-path';
import { bm25ParametersOf, setBm25Parameters } from '../../src/search/bm25-parameters';
import { closeServices, openEmptyStores, TestStores } from './harness';

const FIXTURE = repoPath('test', 'fixtures', 'mini-corpus.jsonl');

describe('reindex rebuilds the projections from PostgreSQL', () => {
  let stores: TestStores;

  beforeAll(async () => {
    stores = await openEmptyStores('reindex');
    await ingest(stores.targets, readJsonLines(FIXTURE), { name: FIXTURE, format: 'jsonl' });
  });
  afterAll(async () => closeServices(stores.services));

  it('restores identical counts after both projections are lost', async () => {
    const before = await projectionCounts(stores.targets);
    await stores.services.elasticsearch.indices.delete({ index: stores.services.paperIndex });
    await deleteGraph(stores.services.neo4j);
    const lost = await projectionCounts(stores.targets);
    expect(lost.elasticsearch.papers).toBe(0);
    expect(lost.neo4j).toEqual({ papers: 0, talks: 0, authors: 0, citations: 0 });

    await reindex(stores.targets, 'all');
    expect(await projectionCounts(stores.targets)).toEqual(before);
    // The rebuild ends with a merge run as an Elasticsearch task; reindex returns once it has ended.
    const segments = await stores.services.elasticsearch.cat.segments({ index: stores.services.paperIndex, format: 'json' });
    expect(segments).toHaveLength(1);
  });

  it('rebuilds one projection without touching the other', async () => {
    const before = await projectionCounts(stores.targets);
    await reindex(stores.targets, 'neo4j');
    await reindex(stores.targets, 'elasticsearch');
    expect(await projectionCounts(stores.targets)).toEqual(before);
  });

  it('brings an index made under other BM25 parameters to the configured ones on the next ingestion', async () => {
    const { elasticsearch, paperIndex, config } = stores.services;
    await setBm25Parameters(elasticsearch, paperIndex, { k1: 0.9, b: 0.4 });
    expect(await bm25ParametersOf(elasticsearch, paperIndex)).toEqual({ k1: 0.9, b: 0.4 });
    const before = await projectionCounts(stores.targets);

    await ingest(stores.targets, readJsonLines(FIXTURE), { name: FIXTURE, format: 'jsonl' });
    expect(await bm25ParametersOf(elasticsearch, paperIndex)).toEqual(config.elasticsearch.bm25);
    expect(await projectionCounts(stores.targets)).toEqual(before);
  });

  it('refuses to ingest while Elasticsearch is unreachable, with a typed error and nothing written', async () => {
    const unreachable = { ...stores.targets, elasticsearch: createElasticsearchClient('http://127.0.0.1:9') };
    const lines = async function* () {
      yield { line: 1, value: { kind: 'paper', id: 'written-while-down', title: 'Written while the search engine was down', year: 2011 } };
    };
    await expect(ingest(unreachable, lines(), { name: 'inline', format: 'jsonl' })).rejects.toMatchObject({ code: 'ENGINE_UNAVAILABLE' });
    expect(await stores.services.prisma.paper.findUnique({ where: { id: 'written-while-down' } })).toBeNull();
    await unreachable.elasticsearch.close();
  });

  it('keeps records in PostgreSQL when Elasticsearch refuses writes, and reindex catches up', async () => {
    const { elasticsearch, paperIndex } = stores.services;
    await elasticsearch.indices.putSettings({ index: paperIndex, settings: { 'index.blocks.write': true } });
    const lines = async function* () {
      yield { line: 1, value: { kind: 'paper', id: 'written-while-blocked', title: 'Written while the index refused writes', year: 2012 } };
    };
    try {
      await expect(ingest(stores.targets, lines(), { name: 'inline', format: 'jsonl' })).rejects.toMatchObject({
        code: 'ENGINE_UNAVAILABLE',
        message: expect.stringContaining('refgraph reindex'),
      });
    } finally {
      await elasticsearch.indices.putSettings({ index: paperIndex, settings: { 'index.blocks.write': false } });
    }
    expect(await stores.services.prisma.paper.findUnique({ where: { id: 'written-while-blocked' } })).not.toBeNull();
    const behind = await projectionCounts(stores.targets);
    expect(behind.elasticsearch.papers).toBe(behind.postgres.papers - 1);

    await reindex(stores.targets, 'all');
    const caughtUp = await projectionCounts(stores.targets);
    expect(caughtUp.elasticsearch.papers).toBe(caughtUp.postgres.papers);
    expect(caughtUp.neo4j.papers).toBe(caughtUp.postgres.papers);
  });
});
