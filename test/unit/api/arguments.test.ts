import { checkedStoredId, MAX_STORED_ID } from '../../../src/api/arguments';
import { decodeRunCursor, encodeRunCursor } from '../../../src/api/cursor';

describe('stored ids', () => {
  it('reads ids from 1 to the largest PostgreSQL integer', () => {
    expect(checkedStoredId('id', '1', 'evaluation run')).toBe(1);
    expect(checkedStoredId('id', String(MAX_STORED_ID), 'evaluation run')).toBe(2147483647);
  });

  it.each(['0', '2147483648', '99999999999999999999', '-1', '1.5', '1e3', ' 7', 'x'])('refuses %p as INVALID_ARGUMENT', (text) => {
    expect(() => checkedStoredId('id', text, 'evaluation run')).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT', details: { argument: 'id' } }));
  });

  it('refuses a run cursor past the largest id', () => {
    expect(decodeRunCursor(encodeRunCursor(MAX_STORED_ID))).toBe(MAX_STORED_ID);
    expect(() => decodeRunCursor(encodeRunCursor(MAX_STORED_ID + 1))).toThrow(expect.objectContaining({ code: 'INVALID_ARGUMENT', details: { argument: 'after' } }));
  });
});
