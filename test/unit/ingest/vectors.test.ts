import { readRecord } from '../../../src/ingest/formats';
import { validateRecord } from '../../../src/ingest/validate';
import { checkDeclaredModel, readVector, VectorExpectation } from '../../../src/ingest/vectors';
import { RefgraphError } from '../../../src/errors/refgraph-error';

const e5: VectorExpectation = { model: 'multilingual-e5-small', dimension: 4, declaredModel: null };
const paper = { kind: 'paper', id: 'p1', title: 'A title', year: 2001 };

describe('supplied vectors', () => {
  it('reads a vector of the configured model as a unit Float32Array', () => {
    const vector = readVector([3, 0, 4, 0], 'multilingual-e5-small', e5);
    expect(vector).toBeInstanceOf(Float32Array);
    expect(Array.from(vector as Float32Array)).toEqual([0.6000000238418579, 0, 0.800000011920929, 0]);
  });

  it('takes the file-level declaration when the record names no model, and the record’s own over it', () => {
    expect(readVector([1, 0, 0, 0], undefined, { ...e5, declaredModel: 'multilingual-e5-small' })).toBeInstanceOf(Float32Array);
    expect(readVector([1, 0, 0, 0], 'bge-small-en-v1.5', { ...e5, declaredModel: 'multilingual-e5-small' })).toMatchObject({ field: 'vectorModel', code: 'VECTOR_MODEL_MISMATCH' });
  });

  it('names both models when they differ', () => {
    expect(readVector([1, 0, 0, 0], 'bge-small-en-v1.5', e5)).toEqual({
      field: 'vectorModel',
      code: 'VECTOR_MODEL_MISMATCH',
      message: "the vectors were made by 'bge-small-en-v1.5', but Refgraph encodes with 'multilingual-e5-small' (REFGRAPH_EMBEDDING_MODEL): give vectors of 'multilingual-e5-small', or leave them out and let ingestion encode",
    });
  });

  it('refuses a vector without a declared model, of the wrong dimension, all zeros, or not numbers', () => {
    expect(readVector([1, 0, 0, 0], undefined, e5)).toMatchObject({ field: 'vectorModel', code: 'MISSING_FIELD' });
    expect(readVector([1, 0, 0], 'multilingual-e5-small', e5)).toEqual({ field: 'vector', code: 'INVALID_VALUE', message: 'vector must hold 4 numbers (multilingual-e5-small), got 3' });
    expect(readVector([0, 0, 0, 0], 'multilingual-e5-small', e5)).toMatchObject({ field: 'vector', code: 'INVALID_VALUE', message: expect.stringContaining('all zeros') });
    expect(readVector([1, '2', 0, 0], 'multilingual-e5-small', e5)).toMatchObject({ field: 'vector', message: 'vector must be a list of finite numbers' });
    expect(readVector({ 0: 1 }, 'multilingual-e5-small', e5)).toMatchObject({ field: 'vector', code: 'INVALID_VALUE' });
    expect(readVector([1e300, 0, 0, 0], 'multilingual-e5-small', e5)).toMatchObject({ field: 'vector', message: 'vector values must fit in 32-bit floats' });
    expect(readVector([1, 0, 0, 0], 7, e5)).toMatchObject({ field: 'vectorModel', code: 'INVALID_VALUE' });
  });

  it('refuses vectors when no embedding model is configured', () => {
    expect(readVector([1, 0, 0, 0], 'multilingual-e5-small', { model: null, dimension: 0, declaredModel: null })).toMatchObject({ field: 'vector', message: expect.stringContaining('REFGRAPH_EMBEDDING_MODEL=none') });
  });

  it('refuses vectors for a joined model: they are one model’s', () => {
    const joined = { model: 'multilingual-e5-small+bge-small-en-v1.5', dimension: 768, declaredModel: null };
    expect(readVector(new Array(768).fill(0.03), 'multilingual-e5-small+bge-small-en-v1.5', joined)).toMatchObject({ field: 'vector', code: 'INVALID_VALUE', message: expect.stringContaining('joins several') });
  });

  it('absent vector: null, whatever the declaration', () => {
    expect(readVector(undefined, 'anything', e5)).toBeNull();
    expect(readVector(null, undefined, e5)).toBeNull();
  });

  it('refuses a whole input declared for another model, with a typed error naming both', () => {
    expect(() => checkDeclaredModel({ ...e5, declaredModel: 'multilingual-e5-small' })).not.toThrow();
    expect(() => checkDeclaredModel(e5)).not.toThrow();
    const thrown = (() => {
      try {
        checkDeclaredModel({ ...e5, declaredModel: 'bge-small-en-v1.5' });
      } catch (error) {
        return error;
      }
      return null;
    })();
    expect(thrown).toBeInstanceOf(RefgraphError);
    expect(thrown).toMatchObject({ code: 'VECTOR_MODEL_MISMATCH', details: { declared: 'bge-small-en-v1.5', configured: 'multilingual-e5-small' } });
    expect(() => checkDeclaredModel({ model: null, dimension: 0, declaredModel: 'bge-small-en-v1.5' })).toThrow(/no embedding model is configured/);
  });

  it('validation refuses the record with its line and field; plain paper lines carry vectors too', () => {
    const result = validateRecord({ ...paper, vector: [1, 2], vectorModel: 'multilingual-e5-small' }, 9, undefined, e5);
    expect(result).toEqual({ ok: false, errors: [{ line: 9, recordId: 'p1', field: 'vector', code: 'INVALID_VALUE', message: 'vector must hold 4 numbers (multilingual-e5-small), got 2' }] });
    const plain = readRecord('papers', { id: 7, title: 'T', year: 2001, vector: [0, 2, 0, 0] }, 1, undefined, { ...e5, declaredModel: 'multilingual-e5-small' });
    expect(plain.ok && plain.record.kind === 'paper' && Array.from(plain.record.vector!)).toEqual([0, 1, 0, 0]);
  });
});
