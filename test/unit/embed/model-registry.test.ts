import { mkdtempSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { modelFiles, modelSpec, modelSpecs } from '../../../src/embed/model-registry';
import { RefgraphError } from '../../../src/errors/refgraph-error';

const caught = (fn: () => unknown): RefgraphError => {
  try {
    fn();
  } catch (error) {
    if (error instanceof RefgraphError) return error;
    throw error;
  }
  throw new Error('expected a RefgraphError');
};

describe('model registry', () => {
  it('reads the specs of models/registry.json', () => {
    expect(modelSpecs().map((s) => s.name)).toEqual(['multilingual-e5-small', 'multilingual-e5-small-int8', 'bge-small-en-v1.5']);
    expect(modelSpec('bge-small-en-v1.5')).toMatchObject({
      dimension: 384,
      pooling: 'cls',
      normalize: true,
      passagePrefix: '',
      maxTokens: 512,
      inputs: ['input_ids', 'attention_mask', 'token_type_ids'],
      output: 'last_hidden_state',
    });
    expect(modelSpec('multilingual-e5-small')).toMatchObject({ pooling: 'mean', queryPrefix: 'query: ', passagePrefix: 'passage: ' });
  });

  it('rejects an unknown model, naming the known ones', () => {
    const error = caught(() => modelSpec('e5-large'));
    expect(error.code).toBe('INVALID_ARGUMENT');
    expect(error.message).toBe("model: unknown model 'e5-large'; known models: multilingual-e5-small, multilingual-e5-small-int8, bge-small-en-v1.5");
  });
});

describe('modelFiles', () => {
  let modelsDir: string;
  beforeEach(() => (modelsDir = mkdtempSync(path.join(os.tmpdir(), 'refgraph-models-'))));
  afterEach(() => rmSync(modelsDir, { recursive: true, force: true }));

  it('says how to build a model that is missing', () => {
    const error = caught(() => modelFiles(modelsDir, modelSpec('bge-small-en-v1.5')));
    expect(error.code).toBe('MODEL_UNAVAILABLE');
    expect(error.message).toMatch(/model\.onnx.*tokenizer\.json.*run `bash scripts\/models\/setup\.sh`/);
  });

  it('gives the paths of a built model', () => {
    const dir = path.join(modelsDir, 'bge-small-en-v1.5');
    mkdirSync(dir);
    writeFileSync(path.join(dir, 'model.onnx'), '');
    writeFileSync(path.join(dir, 'tokenizer.json'), '{}');
    expect(modelFiles(modelsDir, modelSpec('bge-small-en-v1.5'))).toEqual({
      model: path.join(dir, 'model.onnx'),
      tokenizer: path.join(dir, 'tokenizer.json'),
    });
  });
});
