import { escapeLatex, normaliseSpace } from '../../../../src/bibliography/bibtex/latex-escape';

describe('escapeLatex', () => {
  it('escapes the ten special characters', () => {
    expect(escapeLatex('& % $ # _ { } ~ ^ \\')).toBe(
      '\\& \\% \\$ \\# \\_ \\textbraceleft{} \\textbraceright{} \\textasciitilde{} \\^{} \\textbackslash{}',
    );
  });

  it('keeps non-ASCII text as UTF-8', () => {
    expect(escapeLatex('Économie à Łódź — β-catenina, niño')).toBe('Économie à Łódź — β-catenina, niño');
  });

  it('never writes an unbalanced brace, even for a lone one', () => {
    const braces = (text: string) => [...text].filter((c) => c === '{').length - [...text].filter((c) => c === '}').length;
    expect(braces(escapeLatex('a { b'))).toBe(0);
    expect(braces(escapeLatex('} c }'))).toBe(0);
  });

  it('writes line breaks, tabs and runs of spaces as one space', () => {
    expect(normaliseSpace('  Deep\n\tlearning   now ')).toBe('Deep learning now');
  });
});
