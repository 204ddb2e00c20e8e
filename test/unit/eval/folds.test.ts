import { assignFolds } from '../../../src/eval/cv/folds';

describe('cross-validation folds', () => {
  const queries = [
    ...['g', 's1', 's2', 's3'].map((q) => ({ id: `A#${q}`, group: 'A' })),
    ...['g', 's1'].map((q) => ({ id: `B#${q}`, group: 'B' })),
    ...Array.from({ length: 10 }, (_, i) => ({ id: `solo${i}`, group: `solo${i}` })),
  ];

  it('keep every group in one fold, every query in a fold, folds close in size', () => {
    const folds = assignFolds(queries, 4, 1);
    expect(folds.size).toBe(queries.length);
    expect(new Set(queries.filter((q) => q.group === 'A').map((q) => folds.get(q.id))).size).toBe(1);
    expect(new Set(queries.filter((q) => q.group === 'B').map((q) => folds.get(q.id))).size).toBe(1);
    const sizes = [0, 1, 2, 3].map((f) => [...folds.values()].filter((v) => v === f).length);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
  });

  it('depend on the seed alone, not on the order queries come in', () => {
    const folds = assignFolds(queries, 3, 7);
    expect(assignFolds([...queries].reverse(), 3, 7)).toEqual(folds);
    const others = [2, 3, 4, 5].map((seed) => assignFolds(queries, 3, seed));
    expect(others.some((other) => queries.some((q) => other.get(q.id) !== folds.get(q.id)))).toBe(true);
  });

  it('refuse fewer groups than folds, or fewer than two folds', () => {
    expect(() => assignFolds(queries.slice(0, 6), 3, 1)).toThrow(/3 folds need at least 3 query groups; there are 2/);
    expect(() => assignFolds(queries, 1, 1)).toThrow(/folds: must be an integer ≥ 2/);
  });
});
