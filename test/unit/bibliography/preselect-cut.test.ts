import { checkedPreselectDefaults } from '../../../src/bibliography/preselect-defaults';
import { scoreCut } from '../../../src/bibliography/preselect-cut';

describe('where a preselection stops', () => {
  it('stops at the first score below the share of the best one', () => {
    expect(scoreCut([2, 1.5, 0.5, 0.49, 0.6], 10, 0.25)).toEqual({ reason: 'SCORE_FELL', size: 3, minScore: 0.5 });
    // The demo's coral-reef title (hoeghguldberg2007coral's, before 2007): the head and the scores at ranks 18 to 21.
    expect(scoreCut([2.4, 0.685, 0.636, 0.556, 0.553], 50, 0.25)).toMatchObject({ reason: 'SCORE_FELL', size: 3 });
  });

  it('says whether the size asked for or the candidates ran out first', () => {
    expect(scoreCut([2, 1.5, 1], 3, 0.25)).toEqual({ reason: 'MAX_SIZE', size: 3, minScore: 0.5 });
    expect(scoreCut([2, 1.5, 1], 5, 0.25)).toEqual({ reason: 'ALL_CANDIDATES', size: 3, minScore: 0.5 });
    expect(scoreCut([], 5, 0.25)).toEqual({ reason: 'ALL_CANDIDATES', size: 0, minScore: null });
  });

  it('does not cut with a share of 0, nor when no score is above 0', () => {
    expect(scoreCut([2, 0.1, 0], 3, 0)).toEqual({ reason: 'MAX_SIZE', size: 3, minScore: null });
    expect(scoreCut([0, 0], 5, 0.25)).toEqual({ reason: 'ALL_CANDIDATES', size: 2, minScore: null });
  });

  it('ships a share of 0.25', () => {
    expect(checkedPreselectDefaults().minScoreShare).toBe(0.25);
  });
});
