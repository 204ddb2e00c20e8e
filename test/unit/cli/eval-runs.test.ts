import { measuresOf, runsHeading } from '../../../src/cli/commands/eval-runs';
import type { EvaluationRecord } from '../../../src/eval';

const run = (id: number, measures: string[], batch = 'b1'): EvaluationRecord =>
  ({ id, batch, split: 'all', system: `s${id}`, means: measures.map((measure) => ({ measure, mean: 0.5 })) }) as unknown as EvaluationRecord;

describe('refgraph eval runs', () => {
  it('keeps the measures in stored order, each once', () => {
    expect(measuresOf([run(1, ['AP@100', 'R@10']), run(2, ['AP@100', 'nDCG@10'])])).toEqual(['AP@100', 'R@10', 'nDCG@10']);
  });

  it('says which runs, batches and splits the table holds', () => {
    expect(runsHeading([run(3, []), run(4, [], 'b2')])).toBe('runs 3, 4 · batch b1, b2 · split all');
  });
});
