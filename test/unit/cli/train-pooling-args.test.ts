import path from 'node:path';
import { trainPoolingPlan } from '../../../src/cli/commands/train-pooling';

describe('refgraph train pooling arguments', () => {
  it('read the texts to fit on and the fit, with the defaults for the rest', () => {
    expect(trainPoolingPlan(['--talks', '--out', 'x.json', '--folds', '3', '--epochs', '40'])).toEqual({
      source: { kind: 'talks' },
      out: path.resolve('x.json'),
      folds: 3,
      pool: 100,
      k: 100,
      fit: { epochs: 40, learningRate: 0.05, l2: 0.001, temperature: 0.05 },
    });
    expect(trainPoolingPlan(['--queries-file', 'q.jsonl', '--qrels-file', 'q.tsv', '--same-year', '--out', 'x.json']).source).toEqual({
      kind: 'files', queriesFile: 'q.jsonl', qrelsFile: 'q.tsv', citingPapersFile: null, includeSameYear: true,
    });
  });

  it('refuse a plan that cannot run, with a typed error', () => {
    expect(() => trainPoolingPlan(['--out', 'x.json'])).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
    expect(() => trainPoolingPlan(['--talks', '--queries-file', 'q.jsonl', '--out', 'x.json'])).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
    expect(() => trainPoolingPlan(['--talks', '--out', 'x.json', '--folds', '1'])).toThrow(/at least 2 folds/);
    expect(() => trainPoolingPlan(['--talks', '--out', 'x.json', '--temperature', '0'])).toThrow(/must be positive/);
  });
});
