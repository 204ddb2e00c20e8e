import { MAX_RECORD_DEPTH, printable, recordShapeProblem } from '../../../src/ingest/record-shape';

/** `depth` arrays inside one another, built without recursion. */
function nestedArrays(depth: number): unknown {
  let value: unknown = [];
  for (let i = 1; i < depth; i += 1) value = [value];
  return value;
}

describe('recordShapeProblem', () => {
  it('names the first string holding a NUL or a lone surrogate, values and keys alike', () => {
    expect(recordShapeProblem({ title: 'ok', abstract: 'a\u0000b' })?.field).toBe('abstract');
    expect(recordShapeProblem({ authors: ['Ada', 'B\ud800'] })?.field).toBe('authors[1]');
    expect(recordShapeProblem({ nested: { deep: ['\udfff'] } })?.field).toBe('nested.deep[0]');
    expect(recordShapeProblem({ a: 'x\u0000', b: 'y\u0000' })?.field).toBe('a');
  });

  it('names a key holding a lone surrogate by a printable path (the raw one sank the batch when the run was recorded)', () => {
    const problem = recordShapeProblem({ externalIds: { x: 'y', ['k\udc00']: 'v' } });
    expect(problem).toEqual({ field: 'externalIds.k\\udc00', message: 'the key of externalIds.k\\udc00 holds a NUL character or a lone UTF-16 surrogate' });
    expect(/[\ud800-\udfff]/.test(`${problem?.field}${problem?.message}`)).toBe(false);
  });

  it('accepts well-formed text, surrogate pairs included', () => {
    expect(recordShapeProblem({ title: 'emoji 😀 and ñ', year: 2001, references: ['a'], x: null, authors: [{ name: 'Ada', orcid: null }] })).toBeNull();
  });

  it('refuses 50,000 nested arrays without overflowing the stack, naming where the limit is passed', () => {
    const problem = recordShapeProblem({ kind: 'paper', id: 'deep', x: nestedArrays(50_000) });
    expect(problem).toEqual({ field: `x${'[0]'.repeat(MAX_RECORD_DEPTH - 1)}`, message: expect.stringContaining(`nests lists and objects deeper than ${MAX_RECORD_DEPTH} levels`) });
  });

  it('accepts exactly MAX_RECORD_DEPTH levels (the record itself is one) and refuses one more', () => {
    expect(recordShapeProblem({ x: nestedArrays(MAX_RECORD_DEPTH - 1) })).toBeNull();
    expect(recordShapeProblem({ x: nestedArrays(MAX_RECORD_DEPTH) })).not.toBeNull();
  });

  it('walks a 300,000-entry list (more entries than push(...list) can take as arguments)', () => {
    expect(recordShapeProblem({ references: Array.from({ length: 300_000 }, (_, i) => `r${i}`) })).toBeNull();
  });
});

describe('printable', () => {
  it('escapes NUL and lone surrogates only', () => {
    expect(printable('a\u0000b\ud800c😀\udc00')).toBe('a\\u0000b\\ud800c😀\\udc00');
  });
});
