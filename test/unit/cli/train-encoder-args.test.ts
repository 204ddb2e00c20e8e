import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runTrain, trainEncoderPlan } from '../../../src/cli/commands/train';
import { loadConfig } from '../../../src/config';

describe('refgraph train arguments', () => {
  /** A models folder holding the base model's files (empty: the plan only checks they are there). */
  let modelsDir: string;
  const plan = (...args: string[]) => trainEncoderPlan(args, loadConfig({ REFGRAPH_MODELS_DIR: modelsDir, REFGRAPH_EMBEDDING_MODEL: 'none' }));
  const options = ['--name', 'test-cli-model', '--train-until', '2012', '--work-dir', 'work'];

  beforeAll(() => {
    modelsDir = mkdtempSync(path.join(tmpdir(), 'refgraph-models-'));
    mkdirSync(path.join(modelsDir, 'multilingual-e5-small'));
    for (const file of ['model.onnx', 'tokenizer.json']) writeFileSync(path.join(modelsDir, 'multilingual-e5-small', file), '');
  });
  afterAll(() => rmSync(modelsDir, { recursive: true, force: true }));

  it('read the plan, with the defaults for what is not given', () => {
    const run = plan(...options, '--steps', '7', '--prepare-only');
    expect(run).toMatchObject({
      name: 'test-cli-model',
      modelsDir,
      workDir: path.resolve('work'),
      data: { split: { trainUntil: 2012, validateUntil: 2013 }, strategy: 'GRAPH_NEIGHBOURS', hardRatio: 0.5, negativesPerExample: 1, seed: 25, validationPapers: 200, queryLanguages: null },
      trainer: { steps: 7, 'batch-size': 8 },
      interpolation: 1,
      exportStep: 'best',
      prepareOnly: true,
      reuseData: false,
    });
    expect(run.base.name).toBe('multilingual-e5-small');
  });

  it("pass the trainer's settings given on to it, by their flag", () => {
    const run = plan(...options, '--max-tokens', '64', '--frozen-layers', '8', '--fixed-loss-examples', '24', '--learning-rate', '1e-4');
    expect(run.trainer).toEqual({ steps: 100, 'batch-size': 8, 'max-tokens': 64, 'frozen-layers': 8, 'fixed-loss-examples': 24, 'learning-rate': 1e-4 });
  });

  it('refuse bad options with typed errors naming them', async () => {
    expect(() => plan(...options, '--prepare-only', '--reuse-data')).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT', message: expect.stringContaining('give one of them') }));
    for (const [args, message] of [
      [['--strategy', 'NEAREST'], "--strategy: must be one of GRAPH_NEIGHBOURS, PREFILTERED, MOST_CITED, CITED, RANDOM, got 'NEAREST'"],
      [['--validate-until', '2012'], '--validate-until: expected a year after --train-until (2012), got 2012'],
      [['--base-model', 'e5-large'], "model: unknown model 'e5-large'"],
      [['--hard-ratio', '2'], '--hard-ratio: must be a number in [0, 1], got 2'],
      [['--steps', '0'], "--steps: expected a positive integer, got '0'"],
      [['--fixed-loss-examples', '0'], "--fixed-loss-examples: expected a positive integer, got '0'"],
      [['--interpolate', '0'], '--interpolate: must be positive, got 0'],
      [['--interpolate', '1.5'], '--interpolate: must be a number in (0, 1] (the share of the trained weights), got 1.5'],
      [['--export-step', 'first'], "--export-step: must be one of best, last, got 'first'"],
      [['--query-languages', 'en,de'], "--query-languages: expected a comma-separated list of en, es, ca, got 'en,de'"],
      [['--query-languages', 'es,es'], "--query-languages: names a language twice: 'es,es'"],
    ] as const) {
      expect(() => plan(...options, ...args)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT', message: expect.stringContaining(message) }));
    }
    expect(() => plan('--name', 'Bad Name', '--train-until', '2012')).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT', message: expect.stringContaining("--name: 'Bad Name' is not a model name") }));
    expect(() => plan('--name', 'multilingual-e5-small', '--train-until', '2012')).toThrow(expect.objectContaining({ message: expect.stringContaining("a model 'multilingual-e5-small' already exists") }));
    await expect(runTrain(['decoder'])).rejects.toMatchObject({ code: 'INVALID_ARGUMENT', message: "train: unknown training 'decoder'; available: encoder, pooling, ranker, or none (the library's ranker, gated)" });
  });
});
