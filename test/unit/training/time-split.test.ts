import { checkedTimeSplit, citingSet, latestYear } from '../../../src/training';

describe('time split', () => {
  const split = checkedTimeSplit(2008, 2009);

  it('puts citing papers up to trainUntil in train, then validation up to validateUntil, later ones nowhere', () => {
    expect([1990, 2007, 2008, 2009, 2010].map((year) => citingSet(year, split))).toEqual(['train', 'train', 'train', 'validation', null]);
    expect(citingSet(2011, checkedTimeSplit(2008, 2011))).toBe('validation');
  });

  it("bounds every paper of a set's examples by its last year", () => {
    expect(latestYear('train', split)).toBe(2008);
    expect(latestYear('validation', split)).toBe(2009);
  });

  it('refuses a validation period that does not follow the training one', () => {
    expect(() => checkedTimeSplit(2008, 2008)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT', message: '--validate-until: expected a year after --train-until (2008), got 2008' }));
    expect(() => checkedTimeSplit(2008.5, 2010)).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
  });
});
