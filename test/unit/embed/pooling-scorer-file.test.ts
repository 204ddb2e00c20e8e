import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { modelSpec, modelSpecs } from '../../../src/embed/model-registry';
import { loadPoolingScorer, uniformScorerFile } from '../../../src/embed/pooling-scorer-file';

describe('pooling scorer files', () => {
  let dir: string;
  beforeAll(() => (dir = mkdtempSync(path.join(os.tmpdir(), 'refgraph-scorer-'))));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('ships an untrained (all-zero) scorer for every model', () => {
    for (const spec of modelSpecs()) {
      const scorer = loadPoolingScorer(uniformScorerFile(spec), spec);
      expect(scorer).toMatchObject({ model: spec.name, dimension: spec.dimension, bias: 0, trainedOn: null });
      expect(scorer.weights).toEqual(new Array(spec.dimension).fill(0));
    }
  });

  it('refuses a scorer made for another model, listing every problem', () => {
    const file = path.join(dir, 'other.json');
    writeFileSync(file, JSON.stringify({ model: 'other', dimension: 2, weights: [0, 'x'], bias: null, trainedOn: 3 }));
    expect(() => loadPoolingScorer(file, modelSpec('bge-small-en-v1.5'))).toThrow(
      expect.objectContaining({
        code: 'MODEL_INVALID',
        details: expect.objectContaining({
          problems: [
            "model is \"other\", expected 'bge-small-en-v1.5'",
            'dimension is 2, expected 384',
            'weights must be 384 finite numbers',
            'bias must be a finite number',
            'trainedOn must be a string or null',
          ],
        }),
      }),
    );
  });

  it('reports a file it cannot read', () => {
    expect(() => loadPoolingScorer(path.join(dir, 'missing.json'), modelSpec('bge-small-en-v1.5'))).toThrow(
      expect.objectContaining({ code: 'FILE_UNREADABLE' }),
    );
  });
});
