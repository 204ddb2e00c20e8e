import { textTokensPerWindow, tokenWindows, truncateEncoding, WindowFrame } from '../../../src/embed/chunking';

// [CLS]=101 … [SEP]=102 around at most 8 tokens.
const frame: WindowFrame = { maxTokens: 8, startIds: [101], endIds: [102] };
const ids = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

describe('truncateEncoding', () => {
  it('cuts to maxTokens and keeps the end special token', () => {
    expect(truncateEncoding([101, ...ids(1, 10), 102], frame)).toEqual([101, 1, 2, 3, 4, 5, 6, 102]);
    expect(truncateEncoding([101, 1, 2, 102], frame)).toEqual([101, 1, 2, 102]);
  });
});

describe('tokenWindows', () => {
  it('leaves room for special tokens and the prefix', () => {
    expect(textTokensPerWindow({ maxTokens: 512, startIds: [0], endIds: [2] }, 3)).toBe(507);
  });

  it('overlaps consecutive windows and ends at the last token', () => {
    // 6 text tokens per window, overlap 2 → windows start at 1, 5, 9.
    expect(tokenWindows(ids(1, 14), frame, { prefixIds: [], overlapTokens: 2 })).toEqual([
      [101, 1, 2, 3, 4, 5, 6, 102],
      [101, 5, 6, 7, 8, 9, 10, 102],
      [101, 9, 10, 11, 12, 13, 14, 102],
    ]);
  });

  it('repeats the prefix in every window', () => {
    // Prefix 50 leaves 5 text tokens; overlap 1 → windows start at 1, 5, 9; the last is short.
    expect(tokenWindows(ids(1, 11), frame, { prefixIds: [50], overlapTokens: 1 })).toEqual([
      [101, 50, 1, 2, 3, 4, 5, 102],
      [101, 50, 5, 6, 7, 8, 9, 102],
      [101, 50, 9, 10, 11, 102],
    ]);
  });

  it('makes no empty or redundant window when the text fits exactly', () => {
    expect(tokenWindows(ids(1, 12), frame, { prefixIds: [], overlapTokens: 0 })).toEqual([
      [101, ...ids(1, 6), 102],
      [101, ...ids(7, 12), 102],
    ]);
    expect(tokenWindows(ids(1, 6), frame, { prefixIds: [], overlapTokens: 3 })).toEqual([[101, ...ids(1, 6), 102]]);
    expect(tokenWindows([], frame, { prefixIds: [], overlapTokens: 0 })).toEqual([[101, 102]]);
  });

  it('refuses overlaps that would not advance and frames with no room for text', () => {
    expect(() => tokenWindows(ids(1, 20), frame, { prefixIds: [], overlapTokens: 6 })).toThrow(/overlapTokens: expected an integer in \[0, 5\]/);
    expect(() => tokenWindows(ids(1, 20), frame, { prefixIds: [], overlapTokens: -1 })).toThrow(/overlapTokens/);
    expect(() => tokenWindows(ids(1, 20), frame, { prefixIds: [], overlapTokens: 1.5 })).toThrow(/overlapTokens/);
    expect(() => tokenWindows(ids(1, 20), frame, { prefixIds: ids(1, 6), overlapTokens: 0 })).toThrow(/no room for text/);
  });
});
