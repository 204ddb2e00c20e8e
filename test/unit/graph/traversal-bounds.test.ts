import { checkedDepth, checkedYearWindow, checkTraversalEstimate, uniformSteps } from '../../../src/graph/traversal-bounds';

describe('traversal bounds', () => {
  it('accepts depths 1..max and refuses anything else with INVALID_ARGUMENT', () => {
    expect(checkedDepth('depth', 3, 3)).toBe(3);
    for (const bad of [0, 4, -1, 1.5, NaN]) expect(() => checkedDepth('depth', bad, 3)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT', details: { argument: 'depth' } }));
  });

  it('checks year windows, open on either side', () => {
    expect(checkedYearWindow(undefined, null)).toEqual({ yearFrom: null, yearTo: null });
    expect(checkedYearWindow(2000, 2000)).toEqual({ yearFrom: 2000, yearTo: 2000 });
    expect(() => checkedYearWindow(2001, 2000)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT', details: { argument: 'yearFrom' } }));
    expect(() => checkedYearWindow(1999.5, null)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
  });

  it('spells out the hops of a one-direction walk', () => {
    expect(uniformSteps('IN', 3)).toEqual(['IN', 'IN', 'IN']);
  });

  it('refuses an estimate above the cap with QUERY_TOO_LARGE, and allows one at the cap', () => {
    expect(() => checkTraversalEstimate('neighbourhood', 100, 100)).not.toThrow();
    expect(() => checkTraversalEstimate('neighbourhood', 101, 100)).toThrow(
      expect.objectContaining({ code: 'QUERY_TOO_LARGE', details: { query: 'neighbourhood', estimate: 101, cap: 100 } }),
    );
  });
});
