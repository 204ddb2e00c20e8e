/**
 * A papers index built before issue #27 (BM25 as a per-field similarity) cannot serve the
 * one-document BM25 query: ingestion refuses to write to it and searches say how to rebuild it,
 * both as INDEX_OUTDATED, on the real Elasticsearch.
 */
import { errors } from '@elastic/elasticsearch';
import { engineFailure } from '../../src/errors/engine-errors';
import { ensurePaperIndex } from '../../src/search/paper-projection';
import { paperIndexName } from '../../src/search/paper-index';
import { closeServices, openEmptyStores, TestStores } from './harness';

describe('a search index from before the one-document BM25', () => {
  let stores: TestStores;
  let index: string;

  beforeAll(async () => {
    stores = await openEmptyStores('outdated');
    const { elasticsearch, config } = stores.services;
    index = paperIndexName(config.elasticsearch.indexPrefix);
    // What older versions created: a named BM25 similarity on each text field.
    await elasticsearch.indices.create({
      index,
      settings: { index: { similarity: { refgraph_bm25: { type: 'BM25', k1: 2.5, b: 0.75 } } } },
      mappings: { properties: { title: { type: 'text', similarity: 'refgraph_bm25' }, abstract: { type: 'text', similarity: 'refgraph_bm25' } } },
    });
  });
  afterAll(async () => {
    await stores.services.elasticsearch.indices.delete({ index, ignore_unavailable: true });
    await closeServices(stores.services);
  });

  it('is refused by ingestion with the command that rebuilds it', async () => {
    await expect(ensurePaperIndex(stores.services.elasticsearch, stores.services.config.elasticsearch)).rejects.toMatchObject({
      code: 'INDEX_OUTDATED',
      message: expect.stringContaining('refgraph reindex --target elasticsearch'),
    });
  });

  it('answers a one-document BM25 search with INDEX_OUTDATED, not an internal error', async () => {
    const search = stores.services.elasticsearch.search({ index, query: { combined_fields: { query: 'citation', fields: ['title', 'abstract'] } } });
    const error = await search.then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(errors.ResponseError);
    expect(engineFailure(error)?.code).toBe('INDEX_OUTDATED');
  });
});

describe('a search index from before translated titles', () => {
  let stores: TestStores;
  let index: string;

  beforeAll(async () => {
    stores = await openEmptyStores('untranslated');
    const { elasticsearch, config } = stores.services;
    index = paperIndexName(config.elasticsearch.indexPrefix);
    await elasticsearch.indices.create({ index, mappings: { properties: { title: { type: 'text' }, abstract: { type: 'text' } } } });
  });
  afterAll(async () => {
    await stores.services.elasticsearch.indices.delete({ index, ignore_unavailable: true });
    await closeServices(stores.services);
  });

  it('is refused by ingestion, saying what it lacks and the command that rebuilds it', async () => {
    await expect(ensurePaperIndex(stores.services.elasticsearch, stores.services.config.elasticsearch)).rejects.toMatchObject({
      code: 'INDEX_OUTDATED',
      message: expect.stringMatching(/no translated titles.*refgraph reindex --target elasticsearch/),
    });
  });
});
