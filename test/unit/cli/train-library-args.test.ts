import { defaultRankerName, trainLibraryPlan } from '../../../src/cli/commands/train-library';
import { modelsTable } from '../../../src/cli/commands/models';
import type { ModelRecord } from '../../../src/registry';

describe('refgraph train (the library ranker) and refgraph models', () => {
  const now = new Date('2026-12-02T05:15:07.123Z');

  it('plans with the defaults, the models folder and a dated name', () => {
    expect(defaultRankerName(now)).toBe('ranker-20261202-051507');
    const plan = trainLibraryPlan([], '/m', now);
    expect(plan).toMatchObject({
      name: 'ranker-20261202-051507',
      bounds: { validationQueries: 300, trainingQueries: 2000 },
      seed: 25,
      fit: { hidden: 16, epochs: 5, learningRate: 0.001, seed: 25 },
      outDir: '/m/rankers',
      promote: true,
    });
    expect(trainLibraryPlan(['--seed', '3', '--epochs', '30', '--validation-queries', '40', '--no-promote', '--name', 'r1', '--out-dir', '/o'], '/m', now)).toMatchObject({
      name: 'r1', seed: 3, fit: { epochs: 30, seed: 3 }, bounds: { validationQueries: 40 }, outDir: '/o', promote: false,
    });
  });

  it('refuses bad options with typed errors', () => {
    expect(() => trainLibraryPlan(['--training-queries', '0'], '/m', now)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT', message: expect.stringMatching(/--training-queries/) }));
    expect(() => trainLibraryPlan(['--learning-rate', 'fast'], '/m', now)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
    expect(() => trainLibraryPlan(['--encoder'], '/m', now)).toThrow(/--encoder/);
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
