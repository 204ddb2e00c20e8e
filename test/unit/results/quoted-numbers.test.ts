import { numbersIn, quotedText } from './quoted-numbers';

describe('numbersIn', () => {
  it('reads grouped numbers, signs, ranges and decimals', () => {
    expect(numbersIn('1,021 ms; 95–114 / 85–97 ms; +13.6% and −5.9%; 0.3180 vs 0.06333057; 1,531 of 1,532')).toEqual([1021, 95, 114, 85, 97, 13.6, -5.9, 0.318, 0.06333057, 1531, 1532]);
  });

  it('leaves digits inside names alone', () => {
    expect(numbersIn('warm p95, MAP@100, e5-small, s400-xl, k1 and a 400-step run')).toEqual([400]);
  });
});

describe('quotedText', () => {
  it('keeps link texts and drops targets, code spans and ISO days', () => {
    expect(quotedText('2026-11-28, [run 2](docs/results/x.md#run-2026-11-28) `e5-aan-2008` 3 ms')).toBe(', [run 2]  3 ms');
  });
});
