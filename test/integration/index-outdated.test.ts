/**
 * Papers indexes built by older versions cannot serve this one's queries: before issue #27 (BM25
 * as a per-field similarity), before translated titles (no `titleTranslations` field) and before
 * the one-field document frequency (no `text` field holding title and abstract as one).
 * Ingestion and the API's start refuse them and searches say how to rebuild them, as
 * INDEX_OUTDATED, on the real Elasticsearch.
 */
import { errors } from '@elastic/elasticsearch';
import type { IndicesCreateRequest } from '@elastic/elasticsearch/lib/api/types';
import { engineFailure } from '../../src/errors/engine-errors';
import { assertPaperIndexCurrent, ensurePaperIndex } from '../../src/search/paper-projection';
import { paperIndexName } from '../../src/search/paper-index';
import { closeServices, openEmptyStores, TestStores } from './harness';

/** Empty stores whose papers index is created as an older version left it (its settings and mappings), removed after the suite. */
function withOlderIndex(suite: string, older: Omit<IndicesCreateRequest, 'index'>): { stores: () => TestStores; index: () => string } {
  let stores: TestStores;
  let index: string;
  beforeAll(async () => {
    stores = await openEmptyStores(suite);
    index = paperIndexName(stores.services.config.elasticsearch.indexPrefix);
    await stores.services.elasticsearch.indices.create({ index, ...older });
  });
  afterAll(async () => {
    await stores.services.elasticsearch.indices.delete({ index, ignore_unavailable: true });
    await closeServices(stores.services);
  });
  return { stores: () => stores, index: () => index };
}

describe('a search index from before the one-document BM25', () => {
  // What older versions created: a named BM25 similarity on each text field.
  const older = withOlderIndex('outdated', {
    settings: { index: { similarity: { refgraph_bm25: { type: 'BM25', k1: 2.5, b: 0.75 } } } },
    mappings: { properties: { title: { type: 'text', similarity: 'refgraph_bm25' }, abstract: { type: 'text', similarity: 'refgraph_bm25' } } },
  });

  it('is refused by ingestion with the command that rebuilds it', async () => {
    const { services } = older.stores();
    await expect(ensurePaperIndex(services.elasticsearch, services.config.elasticsearch)).rejects.toMatchObject({
      code: 'INDEX_OUTDATED',
      message: expect.stringContaining('refgraph reindex --target elasticsearch'),
    });
  });

  it('answers a one-document BM25 search with INDEX_OUTDATED, not an internal error', async () => {
    const search = older.stores().services.elasticsearch.search({ index: older.index(), query: { combined_fields: { query: 'citation', fields: ['title', 'abstract'] } } });
    const error = await search.then(() => null, (e: unknown) => e);
    expect(error).toBeInstanceOf(errors.ResponseError);
    expect(engineFailure(error)?.code).toBe('INDEX_OUTDATED');
  });
});

describe('a search index from before translated titles', () => {
  const older = withOlderIndex('untranslated', { mappings: { properties: { title: { type: 'text' }, abstract: { type: 'text' } } } });

  it('is refused by ingestion, saying what it lacks and the command that rebuilds it', async () => {
    const { services } = older.stores();
    await expect(ensurePaperIndex(services.elasticsearch, services.config.elasticsearch)).rejects.toMatchObject({
      code: 'INDEX_OUTDATED',
      message: expect.stringMatching(/no translated titles.*refgraph reindex --target elasticsearch/),
    });
  });
});

describe('a search index from before title and abstract were kept as one field', () => {
  const perLanguage = { type: 'text', fields: { en: { type: 'text', analyzer: 'english' } } } as const;
  const older = withOlderIndex('unjoined', {
    mappings: { properties: { title: perLanguage, abstract: perLanguage, titleTranslations: { properties: { en: { type: 'text', analyzer: 'english' } } } } },
  });

  it('is refused by ingestion and by the API before it serves, saying what it lacks and the command that rebuilds it', async () => {
    const { services } = older.stores();
    const refusal = { code: 'INDEX_OUTDATED', message: expect.stringMatching(/no field holding title and abstract as one.*refgraph reindex --target elasticsearch/) };
    await expect(ensurePaperIndex(services.elasticsearch, services.config.elasticsearch)).rejects.toMatchObject(refusal);
    await expect(assertPaperIndexCurrent(services.elasticsearch, older.index())).rejects.toMatchObject(refusal);
  });

  it('is no reason to refuse when there is no index yet: ingestion creates one', async () => {
    const { services } = older.stores();
    await expect(assertPaperIndexCurrent(services.elasticsearch, `${older.index()}-absent`)).resolves.toBeUndefined();
  });
});
