import { concretePaperIndexName, isPaperClone, paperCloneName } from '../../../src/search/paper-alias';

describe('paper clone names', () => {
  const now = new Date('2026-12-01T00:00:00Z');

  it('are the alias, .clone- and the time: outside the <alias>-* names reindex drops when the alias leaves them', () => {
    expect(paperCloneName('aan-papers', now)).toBe(`aan-papers.clone-${now.getTime()}`);
    expect(paperCloneName('aan-papers', now).startsWith('aan-papers-')).toBe(false);
  });

  it('tell a clone from the served indices', () => {
    expect(isPaperClone(paperCloneName('aan-papers', now))).toBe(true);
    expect(isPaperClone('aan-papers')).toBe(false);
    expect(isPaperClone(concretePaperIndexName('aan-papers', now))).toBe(false);
  });
});
