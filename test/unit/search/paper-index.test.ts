import { float32Json, paperDocumentJson, paperIndexDefinition, paperIndexName } from '../../../src/search/paper-index';
import { mulberry32 } from '../../../src/common/random';

describe('papers index definition', () => {
  it('applies the configured BM25 parameters and vector size without touching the template', () => {
    const definition = paperIndexDefinition({ indexPrefix: 'x', bm25: { k1: 0.9, b: 0.4 }, vectorDimensions: 768, layout: { shards: 1, replicas: 0 } });
    expect(definition.settings.index.similarity.default).toEqual({ type: 'BM25', k1: 0.9, b: 0.4 });
    expect(definition.mappings.properties.embedding).toMatchObject({ dims: 768, similarity: 'cosine', index_options: { type: 'hnsw' } });
    expect(paperIndexDefinition({ indexPrefix: 'x', bm25: { k1: 1.2, b: 0.75 }, vectorDimensions: 384, layout: { shards: 1, replicas: 0 } }).mappings.properties.embedding.dims).toBe(384);
    expect(paperIndexName('refgraph')).toBe('refgraph-papers');
  });

  it('takes its shards and replicas from the layout', () => {
    const definition = paperIndexDefinition({ indexPrefix: 'x', bm25: { k1: 1.2, b: 0.75 }, vectorDimensions: 384, layout: { shards: 3, replicas: 1 } });
    expect(definition.settings).toMatchObject({ number_of_shards: 3, number_of_replicas: 1 });
  });
});

describe('float32Json', () => {
  it('writes every float32 in at most 9 significant digits that parse back to the very same float32', () => {
    const random = mulberry32(5);
    const values = new Float32Array(50_000);
    for (let i = 0; i < values.length; i += 1) {
      // Every magnitude a vector component may have, both signs, and the edges of float32.
      values[i] = (random() * 2 - 1) * 10 ** Math.floor(random() * 12 - 10);
    }
    // (-0 is written as 0: the same value in every dot product.)
    values.set([0, 1, -1, 1.1754943508222875e-38, 3.4028234663852886e38, 1.401298464324817e-45]);
    const written = JSON.parse(float32Json(values)) as number[];
    const wrong = written.filter((x, i) => Math.fround(x) !== values[i] || x.toExponential().replace(/^-|\.|e.*$/g, '').length > 9);
    expect(wrong).toEqual([]);
    expect(written).toHaveLength(values.length);
  });
});

describe('paperDocumentJson', () => {
  const row = { id: 'p', title: 'T', abstract: null, year: 2001, doi: null, language: 'en', venue: { id: 'v', name: 'V' }, authors: [{ id: 'a', name: 'A' }], fieldsOfStudy: ['F'], citationCount: 3 };

  it('is the document as JSON, with the vector last when there is one', () => {
    const plain = { id: 'p', title: 'T', abstract: null, year: 2001, doi: null, language: 'en', venue: 'V', authors: ['A'], fieldsOfStudy: ['F'], citationCount: 3 };
    expect(JSON.parse(paperDocumentJson(row))).toEqual(plain);
    expect(JSON.parse(paperDocumentJson(row, Float32Array.from([0.5, -0.25, 0.1])))).toEqual({ ...plain, embedding: [0.5, -0.25, Math.fround(0.1)].map((x) => Number(x.toPrecision(9))) });
  });
});
