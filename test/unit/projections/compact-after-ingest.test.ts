import { AUTO_COMPACT_MIN_PAPERS, compactsAfterIngest } from '../../../src/projections/compact-after-ingest';

describe('compactsAfterIngest', () => {
  it('auto merges from AUTO_COMPACT_MIN_PAPERS papers written, not below', () => {
    expect(compactsAfterIngest('auto', AUTO_COMPACT_MIN_PAPERS)).toBe(true);
    expect(compactsAfterIngest('auto', AUTO_COMPACT_MIN_PAPERS - 1)).toBe(false);
  });

  it('always merges whatever was written, never merges nothing, and nothing written is never merged', () => {
    expect(compactsAfterIngest('always', 1)).toBe(true);
    expect(compactsAfterIngest('never', 1_000_000)).toBe(false);
    expect(compactsAfterIngest('always', 0)).toBe(false);
  });
});
