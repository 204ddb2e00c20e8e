import { diffIds, edgeKey, formatDiffs, isClean } from '../../../src/projections/id-diff';

describe('diffIds', () => {
  it('counts missing and extra ids and shows the first ones in id order', () => {
    const diff = diffIds('neo4j papers', ['a', 'b', 'c', 'd', 'e'], ['e', 'x', 'a', 'w'], 2);
    expect(diff).toEqual({ kind: 'neo4j papers', expected: 5, actual: 4, missing: { count: 3, first: ['b', 'c'] }, extra: { count: 2, first: ['w', 'x'] } });
    expect(isClean(diff)).toBe(false);
  });

  it('is clean for the same sets in any order, duplicates ignored', () => {
    expect(isClean(diffIds('k', ['a', 'b', 'b'], ['b', 'a'], 10))).toBe(true);
  });

  it('compares edges as one key', () => {
    const diff = diffIds('neo4j citations', [edgeKey('a', 'b'), edgeKey('b', 'a')], [edgeKey('a', 'b')], 10);
    expect(diff.missing.first).toEqual(['b -> a']);
  });
});

describe('formatDiffs', () => {
  it('prints one line per kind and the differing ids', () => {
    expect(formatDiffs([diffIds('elasticsearch papers', ['a', 'b', 'c'], ['a'], 1), diffIds('neo4j talks', ['t'], ['t'], 1)])).toEqual([
      'elasticsearch papers: PostgreSQL 3, projection 1: DIFFERS: 2 missing, 0 extra',
      '  missing: b … (1 more)',
      'neo4j talks: PostgreSQL 1, projection 1: ok',
    ]);
  });
});
