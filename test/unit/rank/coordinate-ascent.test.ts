import { coordinateAscent, meanObjective } from '../../../src/rank/tuning/coordinate-ascent';
import type { TuningQuery } from '../../../src/rank/tuning/tuning-query';

const zero = { bm25: 0, dense: 0, citations: 0, recentCitations: 0, author: 0, graph: 0 };

/** Relevant papers have a high graph value and a low bm25 value: bm25 alone ranks them last. */
function query(id: string): TuningQuery {
  return {
    id,
    relevant: new Set([`${id}-r1`, `${id}-r2`]),
    candidates: [
      { paperId: `${id}-n1`, features: { ...zero, bm25: 1, graph: 0 } },
      { paperId: `${id}-n2`, features: { ...zero, bm25: 0.9, graph: 0.1 } },
      { paperId: `${id}-r1`, features: { ...zero, bm25: 0.2, graph: 1 } },
      { paperId: `${id}-r2`, features: { ...zero, bm25: 0.1, graph: 0.8 } },
    ],
  };
}

describe('coordinateAscent', () => {
  const queries = [query('a'), query('b')];
  const start = { ...zero, bm25: 1 };

  it('starts from the objective of the given weights', () => {
    // bm25 alone ranks the two relevant papers 3rd and 4th: AP = (1/3 + 2/4) / 2 = 5/12.
    expect(meanObjective(queries, start, 'WEIGHTED')).toBeCloseTo(5 / 12, 12);
  });

  it('finds weights that rank the relevant papers first, deterministically', () => {
    const result = coordinateAscent(queries, start, { grid: [0, 0.5, 1, 2, 4], maxSweeps: 5, fusion: 'WEIGHTED' });
    expect(result.objective).toBe(1);
    expect(result.weights.graph).toBeGreaterThan(result.weights.bm25);
    expect(coordinateAscent(queries, start, { grid: [0, 0.5, 1, 2, 4], maxSweeps: 5, fusion: 'WEIGHTED' })).toEqual(result);
  });

  it('never proposes all-zero weights and stops when a sweep changes nothing', () => {
    const result = coordinateAscent(queries, { ...zero, graph: 1 }, { grid: [0, 1], maxSweeps: 10, fusion: 'WEIGHTED' });
    expect(result).toEqual({ weights: { ...zero, graph: 1 }, objective: 1, sweeps: 1 });
  });

  it('moves only the features it is given', () => {
    const result = coordinateAscent(queries, start, { grid: [0, 0.5, 1, 2, 4], maxSweeps: 5, fusion: 'WEIGHTED', features: ['bm25', 'dense'] });
    expect(result.weights).toEqual(start);
    expect(result.objective).toBeCloseTo(5 / 12, 12);
  });

  it('weighs a query by its count, as if it were there that many times', () => {
    const solved = { ...query('s'), relevant: new Set(['s-n1']) };
    const weights = { ...zero, bm25: 1 };
    const twice = [query('a'), { ...solved, count: 2 }];
    const repeated = [query('a'), solved, solved];
    for (const fusion of ['WEIGHTED', 'RRF'] as const) {
      expect(meanObjective(twice, weights, fusion)).toBeCloseTo(meanObjective(repeated, weights, fusion), 12);
      const options = { grid: [0, 1], maxSweeps: 5, fusion };
      expect(coordinateAscent(twice, weights, options).objective).toBeCloseTo(coordinateAscent(repeated, weights, options).objective, 12);
    }
  });

  it('fits RRF through fuse() too', () => {
    const result = coordinateAscent(queries, { ...start, graph: 1 }, { grid: [0, 1], maxSweeps: 5, fusion: 'RRF' });
    expect(result.objective).toBe(1);
  });
});
