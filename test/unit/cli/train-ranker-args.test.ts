import path from 'node:path';
import { trainRankerPlan } from '../../../src/cli/commands/train-ranker';

describe('refgraph train ranker arguments', () => {
  it("read the ranker's options, and eval's query options for the queries", () => {
    const plan = trainRankerPlan(['--queries', 'all', '--split', 'all', '--out', 'r.json', '--epochs', '30', '--learning-rate=0.01']);
    expect(plan.out).toBe(path.resolve('r.json'));
    expect(plan.fit).toEqual({ hidden: 16, epochs: 30, learningRate: 0.01, seed: 1 });
    expect(plan.queries).toMatchObject({ queries: { kind: 'stored', set: 'all' }, split: 'all', k: 1000 });
    expect(plan.queries.systems.map((s) => s.name)).toEqual(['full']);
  });

  it('refuse what cannot give a ranker, with the option named', () => {
    expect(() => trainRankerPlan(['--queries', 'all'])).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT', message: expect.stringMatching(/--out/) }));
    expect(() => trainRankerPlan(['--queries', 'all', '--out', 'r.json', '--folds', '5'])).toThrow(/--folds.*chooses what eval reports/);
    expect(() => trainRankerPlan(['--queries', 'all', '--out', 'r.json', '--hidden', '0'])).toThrow(/--hidden.*positive integer/);
    expect(() => trainRankerPlan(['--queries', 'all', '--out'])).toThrow(/--out.*needs a value/);
  });
});
