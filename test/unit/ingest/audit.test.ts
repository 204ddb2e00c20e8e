import { auditedIds } from '../../../src/ingest/audit';

describe('auditedIds', () => {
  it('keeps the first ids of each kind up to the limit and counts the rest', () => {
    expect(auditedIds({ papers: ['a', 'b', 'c'], talks: ['t'] }, 2)).toEqual({ ids: { papers: ['a', 'b'], talks: ['t'] }, idsOmitted: 1 });
    expect(auditedIds({ papers: [], talks: [] })).toEqual({ ids: { papers: [], talks: [] }, idsOmitted: 0 });
  });
});
