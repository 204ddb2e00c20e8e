import { stripCitationMarkers } from '../../../src/rank/citation-markers';

describe('stripCitationMarkers', () => {
  it('removes numeric and author-year markers and tidies the spaces they leave', () => {
    expect(stripCitationMarkers('Dense retrieval [7, 21] beats BM25 [3-5].')).toBe('Dense retrieval beats BM25.');
    expect(stripCitationMarkers('as shown by (Karpukhin et al., 2020; Xiong et al., 2021), negatives matter')).toBe('as shown by, negatives matter');
    expect(stripCitationMarkers('no markers here')).toBe('no markers here');
  });

  it('keeps brackets that are not citations', () => {
    expect(stripCitationMarkers('the set [a, b] and the value (x + 1)')).toBe('the set [a, b] and the value (x + 1)');
  });
});
