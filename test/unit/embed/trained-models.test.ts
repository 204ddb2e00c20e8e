import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { modelSpec, modelSpecs } from '../../../src/embed/model-registry';
import { parseTrainedManifest, TRAINED_MANIFEST, trainedModels } from '../../../src/embed/trained-models';

const SHA = 'a'.repeat(64);

function manifest(overrides: Record<string, unknown> = {}, training: Record<string, unknown> = {}) {
  return {
    schema: 1,
    name: 'e5-cites-2008',
    baseModel: 'multilingual-e5-small',
    createdAt: '2026-11-25T00:00:00.000Z',
    files: { 'model.onnx': { sha256: SHA, bytes: 5 }, 'tokenizer.json': { sha256: SHA, bytes: 2 } },
    training: {
      trainUntil: 2008,
      validateUntil: 2009,
      seed: 25,
      steps: 2,
      data: { strategy: 'GRAPH_NEIGHBOURS' },
      trainer: { batch_size: 4 },
      losses: [2.5, 2.1],
      fixedLoss: { before: 2.4, after: 2.2 },
      validation: [{ step: 0, RR: 0.3, 'R@10': 0.5 }, { step: 2, RR: 0.35, 'R@10': 0.55 }],
      parity: { texts: 99, minCosine: 0.99999, meanCosine: 0.999999 },
      ...training,
    },
    ...overrides,
  };
}

describe('trained model manifest', () => {
  it('parses a complete manifest', () => {
    expect(parseTrainedManifest(manifest(), 'm.json')).toMatchObject({ name: 'e5-cites-2008', training: { trainUntil: 2008, steps: 2 } });
  });

  it('parses the int8 copy, which names the model it was quantised from', () => {
    const quantized = { from: 'e5-cites-2008', build: 'scripts/models/quantize_int8.py', parity: { texts: 99, minCosine: 0.995, meanCosine: 0.998 } };
    expect(parseTrainedManifest(manifest({ name: 'e5-cites-2008-int8', quantized }), 'm.json')).toMatchObject({ name: 'e5-cites-2008-int8', quantized });
  });

  it('parses an interpolated model, which says how far it is from the base weights', () => {
    expect(parseTrainedManifest(manifest({}, { interpolation: 0.5 }), 'm.json')).toMatchObject({ training: { interpolation: 0.5 } });
  });

  it('parses the step whose weights were exported, when the manifest records it', () => {
    expect(parseTrainedManifest(manifest({}, { exportedStep: 1 }), 'm.json')).toMatchObject({ training: { exportedStep: 1 } });
  });

  it.each([
    [[], 'm.json: (top level): expected a JSON object'],
    [manifest({ schema: 2 }), 'm.json: schema: expected 1'],
    [manifest({ name: 'E5 Trained' }), 'm.json: name: expected a model name'],
    [manifest({ files: { 'model.onnx': { sha256: 'xyz', bytes: 5 } } }), 'm.json: files.model.onnx: expected {sha256 (64 hex), bytes > 0}'],
    [manifest({}, { validateUntil: 2008 }), 'm.json: training.validateUntil: expected a year after training.trainUntil'],
    [manifest({}, { losses: [2.5] }), 'm.json: training.losses: expected one number per step'],
    [manifest({}, { fixedLoss: { before: 2.4 } }), 'm.json: training.fixedLoss: expected {before, after}'],
    [manifest({}, { validation: [{ step: 0, RR: 'high' }] }), 'm.json: training.validation: expected a list of {step, RR, R@10}'],
    [manifest({}, { parity: {} }), 'm.json: training.parity: expected {texts, minCosine, meanCosine}'],
    [manifest({}, { exportedStep: 3 }), 'm.json: training.exportedStep: expected an integer in 0..training.steps'],
    [manifest({}, { exportedStep: -1 }), 'm.json: training.exportedStep: expected an integer in 0..training.steps'],
    [manifest({}, { interpolation: 1 }), 'm.json: training.interpolation: expected a number in (0, 1)'],
    [manifest({}, { interpolation: '0.5' }), 'm.json: training.interpolation: expected a number in (0, 1)'],
    [manifest({ quantized: 'int8' }), 'm.json: quantized: expected an object'],
    [manifest({ quantized: { from: 'e5-cites-2008', build: 'q.py', parity: {} } }), 'm.json: quantized.from: expected the name of another model'],
    [manifest({ quantized: { from: 'e5-base', build: '', parity: {} } }), 'm.json: quantized.build: expected a script path'],
    [manifest({ quantized: { from: 'e5-base', build: 'q.py', parity: { texts: 9 } } }), 'm.json: quantized.parity: expected {texts, minCosine, meanCosine}'],
  ])('refuses a bad manifest with MODEL_INVALID naming the field (%#)', (json, message) => {
    expect(() => parseTrainedManifest(json, 'm.json')).toThrow(expect.objectContaining({ code: 'MODEL_INVALID', message }));
  });
});

describe('trained models in the models folder', () => {
  let modelsDir: string;
  const write = (folder: string, json: unknown, files: Record<string, string> = { 'model.onnx': 'onnx!', 'tokenizer.json': '{}' }) => {
    const dir = path.join(modelsDir, folder);
    mkdirSync(dir, { recursive: true });
    for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, name), content);
    writeFileSync(path.join(dir, TRAINED_MANIFEST), JSON.stringify(json));
  };
  beforeEach(() => (modelsDir = mkdtempSync(path.join(os.tmpdir(), 'refgraph-trained-'))));
  afterEach(() => rmSync(modelsDir, { recursive: true, force: true }));

  it("are selectable by name, with their base model's settings", () => {
    write('e5-cites-2008', manifest());
    mkdirSync(path.join(modelsDir, 'multilingual-e5-small')); // a built model: no manifest, not listed twice
    write('.e5-half.partial', manifest({ name: 'e5-half' })); // being written
    expect(modelSpecs(modelsDir).map((s) => s.name)).toEqual(['multilingual-e5-small', 'multilingual-e5-small-int8', 'bge-small-en-v1.5', 'e5-cites-2008']);
    expect(modelSpec('e5-cites-2008', modelsDir)).toEqual({ ...modelSpec('multilingual-e5-small'), name: 'e5-cites-2008' });
    expect(modelSpecs().map((s) => s.name)).not.toContain('e5-cites-2008');
  });

  it('names the models folder when a model is unknown', () => {
    expect(() => modelSpec('e5-cites-2010', modelsDir)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT', message: expect.stringContaining(`trained models are folders of ${modelsDir} with a trained-model.json`) }));
  });

  it.each([
    ['other-name', manifest(), "names model 'e5-cites-2008' but is in folder 'other-name'"],
    ['e5-cites-2008', manifest({ baseModel: 'e5-large' }), "base model 'e5-large' is not in models/registry.json"],
    ['multilingual-e5-small', manifest({ name: 'multilingual-e5-small' }), "'multilingual-e5-small' is a registry model's name"],
  ])('refuses a manifest that does not fit its folder or the registry (%s)', (folder, json, message) => {
    write(folder, json);
    expect(() => trainedModels(modelsDir, modelSpecs())).toThrow(expect.objectContaining({ code: 'MODEL_INVALID', message: expect.stringContaining(message) }));
  });

  it('refuses a model file of another size than the manifest says', () => {
    write('e5-cites-2008', manifest(), { 'model.onnx': 'cut', 'tokenizer.json': '{}' });
    expect(() => modelSpecs(modelsDir)).toThrow(expect.objectContaining({ code: 'MODEL_INVALID', message: expect.stringContaining('model.onnx is 3 bytes, the manifest says 5') }));
  });

  it('refuses a manifest that is not JSON', () => {
    mkdirSync(path.join(modelsDir, 'broken'));
    writeFileSync(path.join(modelsDir, 'broken', TRAINED_MANIFEST), '{');
    expect(() => modelSpecs(modelsDir)).toThrow(expect.objectContaining({ code: 'MODEL_INVALID', message: expect.stringContaining('not JSON') }));
  });
});
