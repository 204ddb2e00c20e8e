/** BibTeX texts that overflow the parser's recursion are the text's fault: one error item, never a thrown RangeError (the fuzz suite's matchReferences cases). */
import { bibtexItems } from '../../../src/ingest/files/bibtex-entries';

const TOO_DEEP = {
  'braces nested 2,000 deep': '@article{a, title=' + '{x'.repeat(2000) + '}'.repeat(2000) + ', year=2000}',
  'a macro that refers to itself': '@string{a = a # a}\n@string{b = a # a # a # a}\n@article{x, title = b # b # b, year = 2000}',
};

describe('bibtexItems on texts nested past the parser', () => {
  it.each(Object.entries(TOO_DEEP))('%s: one INVALID_VALUE error at the first line, saying why', (_what, text) => {
    expect(bibtexItems(text, 7)).toEqual([
      { line: 7, error: expect.objectContaining({ line: 7, recordId: null, code: 'INVALID_VALUE', message: expect.stringMatching(/nest deeper than the reader follows/) }) },
    ]);
  });

  it('still reads a text nested as deep as real titles are', () => {
    const [item] = bibtexItems('@article{ok, title={A {B {C {D}}} title}, year={2001}}');
    expect(item).toMatchObject({ line: 1, value: { key: 'ok' } });
  });
});
