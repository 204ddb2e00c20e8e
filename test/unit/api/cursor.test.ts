import {
  decodeConceptCursor,
  decodeCursor,
  decodeFieldOfStudyCursor,
  decodeAuditCursor,
  decodeRunCursor,
  decodeSearchCursor,
  decodeSortedPaperCursor,
  decodeTalkCursor,
  decodeVenueCursor,
  encodeConceptCursor,
  encodeCursor,
  encodeFieldOfStudyCursor,
  encodeAuditCursor,
  encodeRunCursor,
  encodeSearchCursor,
  encodeSortedPaperCursor,
  encodeTalkCursor,
  encodeVenueCursor,
} from '../../../src/api/cursor';
import { RefgraphError } from '../../../src/errors/refgraph-error';

describe('cursors', () => {
  it('round-trips ids, including unusual characters', () => {
    for (const id of ['vaswani2017attention', '10.1145/3397271.3401075', 'D10-1001', 'é/ü?']) {
      expect(decodeCursor(encodeCursor(id))).toBe(id);
    }
  });

  it('rejects foreign cursors with a typed error', () => {
    expect(() => decodeCursor('bm90LWEtY3Vyc29y')).toThrow(RefgraphError);
    expect(() => decodeCursor('')).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
  });

  it('keeps evaluation run cursors apart from paper cursors', () => {
    expect(decodeRunCursor(encodeRunCursor(42))).toBe(42);
    expect(() => decodeRunCursor(encodeCursor('42'))).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
    expect(() => decodeCursor(encodeRunCursor(42))).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
    expect(() => decodeRunCursor(Buffer.from('evaluationRun:x').toString('base64url'))).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
  });

  it('refuses audit and run cursors past the stored ids (int4), typed, as it does any foreign cursor', () => {
    expect(decodeAuditCursor(encodeAuditCursor(2_147_483_647))).toBe(2_147_483_647);
    expect(() => decodeAuditCursor(encodeAuditCursor(2_147_483_648))).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
    expect(() => decodeRunCursor(encodeRunCursor(2_147_483_648))).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
    expect(() => decodeAuditCursor(encodeRunCursor(42))).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
  });

  it('keeps talk cursors apart from paper cursors', () => {
    expect(decodeTalkCursor(encodeTalkCursor('talk-1'))).toBe('talk-1');
    expect(() => decodeTalkCursor(encodeCursor('talk-1'))).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
    expect(() => decodeCursor(encodeTalkCursor('talk-1'))).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
  });

  it('ties concept-search cursors to their search', () => {
    expect(decodeConceptCursor(encodeConceptCursor('["cancer","en"]', 20), '["cancer","en"]')).toBe(20);
    expect(() => decodeConceptCursor(encodeConceptCursor('["cancer","en"]', 20), '["cancer","ca"]')).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGUMENT', message: expect.stringContaining('belongs to another search') }),
    );
    expect(() => decodeConceptCursor(encodeCursor('x'), 'k')).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
    expect(() => decodeConceptCursor(Buffer.from('conceptHit:short:1').toString('base64url'), 'k')).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
  });

  it('ties search and sorted-list cursors to their request, and keeps them apart', () => {
    expect(decodeSearchCursor(encodeSearchCursor('["bm25",{}]', 30), '["bm25",{}]')).toBe(30);
    expect(() => decodeSearchCursor(encodeSearchCursor('["bm25",{}]', 30), '["bm25",{"minYear":2000}]')).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
    expect(() => decodeSearchCursor(encodeConceptCursor('k', 3), 'k')).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
    expect(decodeSortedPaperCursor(encodeSortedPaperCursor('k', 7), 'k')).toBe(7);
    expect(() => decodeSortedPaperCursor(encodeSearchCursor('k', 7), 'k')).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
  });

  it('round-trips venue and field-of-study positions, ids with colons included', () => {
    expect(decodeVenueCursor(encodeVenueCursor({ papers: 39, id: 'nature' }))).toEqual({ papers: 39, id: 'nature' });
    expect(decodeFieldOfStudyCursor(encodeFieldOfStudyCursor({ papers: 0, id: 'a: b' }))).toEqual({ papers: 0, id: 'a: b' });
    expect(() => decodeVenueCursor(encodeFieldOfStudyCursor({ papers: 1, id: 'x' }))).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
    expect(() => decodeVenueCursor(Buffer.from('venue:x:y').toString('base64url'))).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT' }));
  });
});
