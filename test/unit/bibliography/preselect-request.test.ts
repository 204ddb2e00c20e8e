import { checkedPreselectDefaults } from '../../../src/bibliography/preselect-defaults';
import { checkedPreselectRequest, preselectRankSettings } from '../../../src/bibliography/preselect-request';
import { RefgraphError } from '../../../src/errors/refgraph-error';

const codeOf = (work: () => unknown): string | undefined => {
  try {
    work();
  } catch (error) {
    return error instanceof RefgraphError ? `${error.code} ${String(error.details.argument)}` : 'not a RefgraphError';
  }
  return undefined;
};

describe('preselection requests', () => {
  it('joins title, abstract and keywords into one query text', () => {
    expect(checkedPreselectRequest({ title: ' Ocean acidification ', abstract: 'Effects on corals.', keywords: ['pH', 'reefs'] }, 50, 2015, 1000)).toEqual({
      text: 'Ocean acidification. Effects on corals.. pH, reefs',
      maxSize: 50,
      before: 2015,
      cut: true,
    });
    expect(checkedPreselectRequest({ title: 'Ocean acidification', abstract: '  ', keywords: null }, 1, null, 1, 'first', false)).toEqual({ text: 'Ocean acidification', maxSize: 1, before: null, cut: false });
  });

  it('refuses an empty title, a size below 1, a bad year (INVALID_ARGUMENT) and a size above the cap (QUERY_TOO_LARGE)', () => {
    expect(codeOf(() => checkedPreselectRequest({ title: '   ' }, 10, null, 100))).toBe('INVALID_ARGUMENT query.title');
    expect(codeOf(() => checkedPreselectRequest({ title: 'x', keywords: ['a', ''] }, 10, null, 100))).toBe('INVALID_ARGUMENT query.keywords[1]');
    expect(codeOf(() => checkedPreselectRequest({ title: 'x' }, 0, null, 100))).toBe('INVALID_ARGUMENT maxSize');
    expect(codeOf(() => checkedPreselectRequest({ title: 'x' }, -3, null, 100))).toBe('INVALID_ARGUMENT maxSize');
    expect(codeOf(() => checkedPreselectRequest({ title: 'x' }, 2.5, null, 100))).toBe('INVALID_ARGUMENT maxSize');
    expect(codeOf(() => checkedPreselectRequest({ title: 'x' }, 10, 0, 100))).toBe('INVALID_ARGUMENT before');
    expect(codeOf(() => checkedPreselectRequest({ title: 'x' }, 101, null, 100))).toBe('QUERY_TOO_LARGE maxSize');
    expect(() => checkedPreselectRequest({ title: 'x' }, 101, null, 100)).toThrow('maxSize: at most 100 (REFGRAPH_BIBLIOGRAPHY_MAX_SIZE), got 101');
  });

  it('sizes every candidate stage by maxSize and leaves the popularity prior off', () => {
    const preset = checkedPreselectDefaults();
    expect(preselectRankSettings(250, { maxSize: 1000, preset, recentYears: 3 })).toEqual({
      bm25Candidates: 250,
      denseCandidates: 250,
      popularCandidates: 0,
      expansionSeeds: preset.expansionSeeds,
      expansionLimit: 250,
      recentYears: 3,
    });
  });

  it('checks the preset file, reporting every problem', () => {
    expect(() => checkedPreselectDefaults({ fusion: 'MAX', weights: { bm25: 1, colour: 2 }, expansionSeeds: -1, minScoreShare: 1 })).toThrow(
      expect.objectContaining({
        code: 'CONFIG_INVALID',
        details: {
          problems: [
            'fusion must be one of WEIGHTED, RRF',
            'expansionSeeds must be an integer in [0, 1000]',
            'minScoreShare must be a number in [0, 1)',
            'unknown features colour (known: bm25, dense, citations, recentCitations, author, graph)',
          ],
        },
      }),
    );
  });
});
