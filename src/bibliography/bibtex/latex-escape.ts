/**
 * Text of a BibTeX field value, escaped for LaTeX. Pure.
 *
 * The ten characters LaTeX treats specially become commands that print them. Braces become
 * \textbraceleft{} and \textbraceright{} rather than \{ and \}: BibTeX counts every brace when
 * it reads a value, escaped or not, so a title with one lone "{" written as \{ would leave the
 * whole entry unbalanced. Everything else, non-ASCII letters included, stays as it is (UTF-8):
 * biber reads UTF-8 natively, bibtex8/bibtexu and BibTeX 0.99 pass it through, and LaTeX reads
 * it as its default input encoding since 2018. Rewriting "é" as {\'e} would only help 7-bit
 * tools and cannot cover every script.
 */
const ESCAPES: Readonly<Record<string, string>> = {
  '\\': '\\textbackslash{}',
  '{': '\\textbraceleft{}',
  '}': '\\textbraceright{}',
  '&': '\\&',
  '%': '\\%',
  $: '\\$',
  '#': '\\#',
  _: '\\_',
  '~': '\\textasciitilde{}',
  '^': '\\^{}',
};

/** Line breaks and runs of spaces are one space in BibTeX anyway; writing them so keeps entries on one line. */
export function normaliseSpace(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f\s]+/g, ' ').trim();
}

export function escapeLatex(text: string): string {
  return normaliseSpace(text).replace(/[\\{}&%$#_~^]/g, (char) => ESCAPES[char]!);
}
