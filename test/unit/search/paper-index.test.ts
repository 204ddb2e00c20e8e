import { paperIndexDefinition, paperIndexName } from '../../../src/search/paper-index';

describe('papers index definition', () => {
  it('applies the configured BM25 parameters and vector size without touching the template', () => {
    const definition = paperIndexDefinition({ indexPrefix: 'x', bm25: { k1: 0.9, b: 0.4 }, vectorDimensions: 768 });
    expect(definition.settings.index.similarity.default).toEqual({ type: 'BM25', k1: 0.9, b: 0.4 });
    expect(definition.mappings.properties.embedding).toMatchObject({ dims: 768, similarity: 'cosine', index_options: { type: 'hnsw' } });
    expect(paperIndexDefinition({ indexPrefix: 'x', bm25: { k1: 1.2, b: 0.75 }, vectorDimensions: 384 }).mappings.properties.embedding.dims).toBe(384);
    expect(paperIndexName('refgraph')).toBe('refgraph-papers');
  });
});
