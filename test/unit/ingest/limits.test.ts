import { idProblem, unsafeTextPath } from '../../../src/ingest/limits';

describe('the id rule', () => {
  it.each(['P02-1040', 'devlin2019bert', 'W2741809807', '10.1145/3397271.3401075', '10.1016/0306-4573(88)90021-0', 'a', 'x'.repeat(200)])('accepts %s', (id) => {
    expect(idProblem(id)).toBeNull();
  });

  it.each([
    ['', 'got 0 characters'],
    ['x'.repeat(201), 'got 201 characters'],
    ['with space', 'printable ASCII'],
    ['tab\there', 'printable ASCII'],
    ['café', 'printable ASCII'],
    ['line\nbreak', 'printable ASCII'],
  ])('refuses %j', (id, message) => {
    expect(idProblem(id)).toContain(message);
  });
});

describe('unsafeTextPath', () => {
  it('names the first string holding a NUL or a lone surrogate, values and keys alike', () => {
    expect(unsafeTextPath({ title: 'ok', abstract: 'a\u0000b' })).toBe('abstract');
    expect(unsafeTextPath({ authors: ['Ada', 'B\ud800'] })).toBe('authors[1]');
    expect(unsafeTextPath({ externalIds: { x: 'y', ['k\udc00']: 'v' } })).toBe('externalIds.k\udc00');
    expect(unsafeTextPath({ nested: { deep: ['\udfff'] } })).toBe('nested.deep[0]');
  });

  it('accepts well-formed text, surrogate pairs included', () => {
    expect(unsafeTextPath({ title: 'emoji 😀 and ñ', year: 2001, references: ['a'], x: null })).toBeNull();
  });
});
