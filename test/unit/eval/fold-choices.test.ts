import { bm25PairPerFold, fittedFeatures, weightsPerFold } from '../../../src/eval/cv/fold-choices';
import type { TuningQuery } from '../../../src/rank/tuning/tuning-query';

const zero = { bm25: 0, dense: 0, citations: 0, recentCitations: 0, author: 0, graph: 0 };

describe('fold choices', () => {
  it('choose for each fold the BM25 pair best on the other folds, earlier pair on a tie', () => {
    const grid = [
      { k1: 0.5, b: 0.25 },
      { k1: 1.2, b: 0.75 },
      { k1: 2.5, b: 0.5 },
    ];
    // Queries 0,1 in fold 0; 2,3 in fold 1. Pair 2 is best on fold 1's queries, pair 1 on fold 0's.
    const values = [
      [0.1, 0.1, 0.1, 0.1],
      [0.9, 0.9, 0.2, 0.2],
      [0.0, 0.0, 0.5, 0.5],
    ];
    expect(bm25PairPerFold(grid, values, [0, 0, 1, 1], 2)).toEqual([2, 1]);
    expect(bm25PairPerFold(grid, [values[0]!, values[0]!, values[0]!], [0, 0, 1, 1], 2)).toEqual([0, 0]);
  });

  it('fit only the features a system weighs, on the training folds alone', () => {
    expect(fittedFeatures({ ...zero, bm25: 1, graph: 0.3 })).toEqual(['bm25', 'graph']);
    // Equal weights tie the two candidates (the wrong one wins on id). In fold 0's query the
    // graph feature breaks the tie the right way; in fold 1's, bm25 does.
    const pool = (id: string, relevantByGraph: boolean): TuningQuery => ({
      id,
      relevant: new Set([`${id}-r`]),
      candidates: [
        { paperId: `${id}-n`, features: { ...zero, bm25: relevantByGraph ? 1 : 0, graph: relevantByGraph ? 0 : 1 } },
        { paperId: `${id}-r`, features: { ...zero, bm25: relevantByGraph ? 0 : 1, graph: relevantByGraph ? 1 : 0 } },
      ],
    });
    const pools = [pool('a', true), pool('b', false)];
    const folds = new Map([
      ['a', 0],
      ['b', 1],
    ]);
    const [fold0, fold1] = weightsPerFold(pools, folds, 2, { ...zero, bm25: 1, graph: 1 }, { bags: 0, seed: 1 });
    // Fold 0 is fitted on b (bm25 wins there), fold 1 on a (graph wins there).
    expect(fold0!.bm25).toBeGreaterThan(fold0!.graph);
    expect(fold1!.graph).toBeGreaterThan(fold1!.bm25);
    expect(fold0!.dense).toBe(0);
    // One training query per fold: every resample is that query, so bagging fits the same ratio.
    const bagged = weightsPerFold(pools, folds, 2, { ...zero, bm25: 1, graph: 1 }, { bags: 5, seed: 1 });
    expect(bagged[0]!.graph / bagged[0]!.bm25).toBeCloseTo(fold0!.graph / fold0!.bm25, 12);
    expect(bagged[1]!.bm25 / bagged[1]!.graph).toBeCloseTo(fold1!.bm25 / fold1!.graph, 12);
  });
});
