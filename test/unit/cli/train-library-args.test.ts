import { defaultRankerName, trainLibraryPlan } from '../../../src/cli/commands/train-library';
import type { TrainLibrarySettings } from '../../../src/cli/commands/train-library';
import { modelsTable } from '../../../src/cli/commands/models';
import type { ModelRecord } from '../../../src/registry';

describe('refgraph train (the library ranker) and refgraph models', () => {
  const now = new Date('2026-12-02T05:15:07.123Z');

  const settings: TrainLibrarySettings = { embedding: { modelsDir: '/m', citationQueryRole: 'passage' }, translation: { queries: 'apertium' } };
  const untranslated: TrainLibrarySettings = { ...settings, translation: { queries: 'off' } };

  it('plans with the defaults, the models folder and a dated name', () => {
    expect(defaultRankerName(now)).toBe('ranker-20261202-051507');
    const { ranker: plan } = trainLibraryPlan([], settings, now);
    expect(plan).toMatchObject({
      name: 'ranker-20261202-051507',
      bounds: { validationQueries: 300, trainingQueries: 2000 },
      seed: 25,
      fit: { hidden: 16, epochs: 5, learningRate: 0.001, seed: 25 },
      outDir: '/m/rankers',
      promote: true,
    });
    expect(trainLibraryPlan(['--seed', '3', '--epochs', '30', '--validation-queries', '40', '--no-promote', '--name', 'r1', '--out-dir', '/o'], settings, now).ranker).toMatchObject({
      name: 'r1', seed: 3, fit: { epochs: 30, seed: 3 }, bounds: { validationQueries: 40 }, outDir: '/o', promote: false,
    });
  });

  it('plans the encoder stage: by the library size unless asked or refused, the AAN recipe unless overridden', () => {
    const plans = trainLibraryPlan(['--work-dir', '/w'], settings, now);
    expect(plans.encoderChoice).toBe('by-size');
    expect(plans.encoder).toMatchObject({
      name: 'encoder-20261202-051507', base: { name: 'multilingual-e5-small' }, modelsDir: '/m', workDir: '/w/encoder', queryRole: 'passage',
      trainer: { steps: 400, 'batch-size': 32, 'max-tokens': 64, 'frozen-layers': 4, 'warmup-steps': 40 }, interpolation: 1, exportStep: 'best', int8: true, seed: 25, promote: true,
      // Its own fusion, fitted as the ranker stage's is, beside the rankers.
      fusion: { name: 'encoder-20261202-051507-fusion', fit: { hidden: 16, epochs: 5, seed: 25 }, outDir: '/m/rankers' },
      // Training queries in every language the server translates queries between.
      data: { strategy: 'GRAPH_NEIGHBOURS', hardRatio: 0.5, negativesPerExample: 1, queryLanguages: ['en', 'es', 'ca'] },
    });
    const asked = trainLibraryPlan(['--encoder', '--encoder-name', 'e1', '--encoder-steps', '2', '--encoder-batch-size', '4', '--encoder-interpolate', '0.5', '--no-promote'], settings, now);
    expect(asked).toMatchObject({ encoderChoice: 'always', encoder: { name: 'e1', trainer: { steps: 2, 'batch-size': 4, 'max-tokens': 64, 'warmup-steps': 0 }, interpolation: 0.5, promote: false } });
    expect(trainLibraryPlan(['--no-encoder'], settings, now).encoderChoice).toBe('never');
    expect(trainLibraryPlan(['--encoder', '--encoder-no-int8'], settings, now).encoder.int8).toBe(false);
    expect(trainLibraryPlan(['--encoder', '--encoder-export-step', 'last'], settings, now).encoder.exportStep).toBe('last');
    expect(() => trainLibraryPlan(['--encoder-export-step', 'first'], settings, now)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT', message: "--encoder-export-step: must be one of best, last, got 'first'" }));
  });

  it("asks the encoder's training queries in the languages queries are translated between, as stored when translation is off", () => {
    const languages = (args: string[], given = settings) => trainLibraryPlan(args, given, now).encoder.data.queryLanguages;
    expect(languages([], untranslated)).toBeNull();
    expect(languages(['--encoder-query-languages', 'stored'])).toBeNull();
    expect(languages(['--encoder-query-languages', 'es,en'])).toEqual(['es', 'en']);
    expect(() => languages(['--encoder-query-languages', 'en,fr'])).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT', message: expect.stringMatching(/--encoder-query-languages.*en, es, ca/) }));
    expect(() => languages(['--encoder-query-languages', 'es'], untranslated)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT', message: expect.stringMatching(/REFGRAPH_QUERY_TRANSLATION=off/) }));
  });

  it('refuses bad options with typed errors', () => {
    expect(() => trainLibraryPlan(['--training-queries', '0'], settings, now)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT', message: expect.stringMatching(/--training-queries/) }));
    expect(() => trainLibraryPlan(['--learning-rate', 'fast'], settings, now)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
    expect(() => trainLibraryPlan(['--encoder', '--no-encoder'], settings, now)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT', message: expect.stringMatching(/give one of them/) }));
    expect(() => trainLibraryPlan(['--encoder-steps', '0'], settings, now)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT', message: expect.stringMatching(/--encoder-steps/) }));
    expect(() => trainLibraryPlan(['--encoder-interpolate', '2'], settings, now)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT', message: expect.stringMatching(/--encoder-interpolate/) }));
    expect(() => trainLibraryPlan(['--encoder-name', 'Bad Name'], settings, now)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
    expect(() => trainLibraryPlan(['--encoder-foo'], settings, now)).toThrow(/--encoder-foo/);
  });

  it('lists the registry as a table with the gate figures', () => {
    const model: ModelRecord = {
      id: 3, kind: 'ranker', name: 'ranker-a', status: 'promoted', path: '/m/rankers/ranker-a.json', sha256: 'x', settings: {},
      createdAt: new Date('2026-12-02T05:00:00Z'), promotedAt: null, retiredAt: null, rolledBackAt: null,
      trainedOn: { papers: 394, citations: 1000, trainFrom: 2010, validationFrom: 2020, lastYear: 2023, queries: { training: 80, validation: 30, fittedOn: 78 }, index: 'p', encoder: 'e5' },
      validation: { measure: 'AP@100', queries: 30, candidate: 0.31, serving: { model: 'weighted', mean: 0.28 }, difference: 0.03, interval: { low: 0.01, high: 0.05 }, seed: 25, resamples: 1000 },
    };
    const table = modelsTable([model]);
    expect(table.split('\n')[0]).toMatch(/^id\s+kind\s+name\s+status/);
    expect(table).toMatch(/3\s+ranker\s+ranker-a\s+promoted\s+2026-12-02 05:00\s+2010-2019 \/ 2020-2023\s+80 \/ 30\s+0\.3100\s+0\.2800 weighted\s+\+0\.0300 \[\+0\.0100, \+0\.0500\]\s+passes/);
  });
});
