import { FirstOccurrences } from '../../../src/ingest/first-occurrences';

describe('FirstOccurrences', () => {
  it('lets the first record with an id through and refuses every later one, naming the first line', () => {
    const seen = new FirstOccurrences();
    expect(seen.claim('paper', 'P02-1040', 3)).toBeNull();
    expect(seen.claim('paper', 'P02-1040', 9)).toEqual({
      line: 9,
      recordId: 'P02-1040',
      field: 'id',
      code: 'INVALID_VALUE',
      message: "the paper id 'P02-1040' is given again (first at line 3): ids must be unique in one ingestion, ignoring case; the first is ingested, this one is refused",
    });
  });

  it('compares ids ignoring case, and names both spellings', () => {
    const seen = new FirstOccurrences();
    expect(seen.claim('paper', 'P02-1040', 1)).toBeNull();
    expect(seen.claim('paper', 'p02-1040', 2)?.message).toContain("the paper id 'p02-1040' differs only in case from 'P02-1040' (first at line 1)");
  });

  it('keeps papers and talks apart (they are different tables)', () => {
    const seen = new FirstOccurrences();
    expect(seen.claim('paper', 'x1', 1)).toBeNull();
    expect(seen.claim('talk', 'x1', 2)).toBeNull();
    expect(seen.claim('talk', 'X1', 3)?.line).toBe(3);
  });
});
