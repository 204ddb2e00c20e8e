import { parseRunIds, runIdRanges } from '../../../../src/eval/report/run-id-ranges';

describe('run id ranges', () => {
  it('are written as `refgraph eval runs --ids` reads them back, in the order given', () => {
    expect(runIdRanges([11, 12, 13, 21])).toBe('11-13,21');
    expect(runIdRanges([7])).toBe('7');
    expect(runIdRanges([5, 4, 6, 7])).toBe('5,4,6-7');
    for (const ids of [[1, 2, 3, 9, 10, 4], [42], [3, 2, 1]]) expect(parseRunIds(runIdRanges(ids))).toEqual(ids);
  });

  it('are read as ids and ranges in the order given', () => {
    expect(parseRunIds('11-13,21, 5')).toEqual([11, 12, 13, 21, 5]);
    expect(parseRunIds('7')).toEqual([7]);
  });

  it.each(['', '11-', 'a-b', '0', '18-11', '1,,2', '-3'])('refuse %p as INVALID_ARGUMENT', (text) => {
    expect(() => parseRunIds(text)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
  });

  it('refuse more than a thousand runs at once', () => {
    expect(() => parseRunIds('1-1001')).toThrow(/at most 1000/);
  });
});
