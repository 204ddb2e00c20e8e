import { bm25PaperQuery } from '../../../src/search/bm25-query';
import { paperIndexDefinition, paperIndexName } from '../../../src/search/paper-index';

describe('papers index definition', () => {
  it('applies the configured BM25 parameters and vector size without touching the template', () => {
    const definition = paperIndexDefinition({ indexPrefix: 'x', bm25: { k1: 0.9, b: 0.4 }, vectorDimensions: 768 });
    expect(definition.settings.index.similarity.refgraph_bm25).toEqual({ type: 'BM25', k1: 0.9, b: 0.4 });
    expect(definition.mappings.properties.embedding).toMatchObject({ dims: 768, similarity: 'cosine', index_options: { type: 'hnsw' } });
    expect(paperIndexDefinition({ indexPrefix: 'x', bm25: { k1: 1.2, b: 0.75 }, vectorDimensions: 384 }).mappings.properties.embedding.dims).toBe(384);
    expect(paperIndexName('refgraph')).toBe('refgraph-papers');
  });

  it('searches the language sub-fields asked for', () => {
    expect(bm25PaperQuery('economia blava', ['ca'])).toEqual({
      multi_match: { query: 'economia blava', fields: ['title^2', 'abstract', 'title.ca^2', 'abstract.ca'], type: 'best_fields', tie_breaker: 0.3 },
    });
  });
});

describe('long queries', () => {
  it('searches a long text by its telling terms, and any term may match', () => {
    const query = bm25PaperQuery('word '.repeat(500), ['en']);
    expect(query.more_like_this).toMatchObject({ fields: ['title', 'abstract', 'title.en', 'abstract.en'], max_query_terms: 64, minimum_should_match: '1' });
  });
});
