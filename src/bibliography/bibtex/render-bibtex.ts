/**
 * BibTeX for a set of papers. Pure: papers in, text out.
 *
 * One entry per paper, sorted by citation key (or in the order given), its type from the paper's type (paper-types.ts:
 * @article, @inproceedings, @book, @incollection, @phdthesis, @techreport, @misc), fields in a
 * fixed order: author, title, the venue (journal, booktitle, school, institution or howpublished,
 * by type), volume, number, pages (first--last), publisher, year, isbn, issn, doi, url, and for
 * arXiv papers eprint and archiveprefix (biblatex's names; BibTeX styles that do not know them
 * ignore them). Text fields are LaTeX-escaped and titles case-protected (latex-escape.ts,
 * title-protection.ts); the DOI and URL are written verbatim, as biblatex reads them, with any
 * brace percent-encoded (%7B, %7D), which resolvers accept and which cannot unbalance the entry.
 */
import { bibtexName } from './bibtex-names';
import { keyedPapers } from './citation-keys';
import { CitationOrder, ExportedFile, ExportPaper, pageRange } from '../export-paper';
import { escapeLatex, normaliseSpace } from './latex-escape';
import { protectedTitle } from './title-protection';
import { BIBTEX_TYPES, effectiveType } from '../paper-types';

function verbatim(value: string): string {
  return normaliseSpace(value).replace(/\{/g, '%7B').replace(/\}/g, '%7D');
}

function text(value: string | null): string | null {
  return value === null || value.trim() === '' ? null : escapeLatex(value);
}

function bibtexPages(pages: string | null): string | null {
  const range = pageRange(pages);
  if (range === null) return null;
  return escapeLatex(range.last === null ? range.first : `${range.first}--${range.last}`);
}

/** The entry type and where the venue goes; a book's venue is its publisher when none is stored (as exports read venues before #48). */
export function bibtexKind(paper: ExportPaper): { type: string; venueField: string | null; publisher: string | null } {
  const kind = BIBTEX_TYPES[effectiveType(paper.type, paper.venue)];
  const publisher = paper.publisher ?? (kind.venueField === null ? paper.venue : null);
  return { type: kind.type, venueField: kind.venueField, publisher };
}

function fields(paper: ExportPaper): [string, string][] {
  const { venueField, publisher } = bibtexKind(paper);
  const list: [string, string | null][] = [
    ['author', paper.authors.length === 0 ? null : paper.authors.map(bibtexName).join(' and ')],
    ['title', protectedTitle(paper.title)],
    ...(venueField === null ? [] : [[venueField, text(paper.venue)] as [string, string | null]]),
    ['volume', text(paper.volume)],
    ['number', text(paper.issue)],
    ['pages', bibtexPages(paper.pages)],
    ['publisher', text(publisher)],
    ['year', String(paper.year)],
    ['isbn', paper.isbn.length === 0 ? null : escapeLatex(paper.isbn.join(', '))],
    ['issn', paper.issn.length === 0 ? null : escapeLatex(paper.issn.join(', '))],
    ['doi', paper.doi === null || paper.doi.trim() === '' ? null : verbatim(paper.doi)],
    ['url', paper.url === null ? null : verbatim(paper.url)],
    ['eprint', paper.arxivId === null ? null : verbatim(paper.arxivId)],
    ['archiveprefix', paper.arxivId === null ? null : 'arXiv'],
  ];
  return list.filter((field): field is [string, string] => field[1] !== null);
}

/** The .bib file: entries sorted by key (or as given), separated by a blank line, ending in a newline. */
export function renderBibtex(papers: readonly ExportPaper[], order: CitationOrder = 'key'): ExportedFile {
  const sorted = keyedPapers(papers, order);
  const entries = sorted.map(({ paper, key }) => ({ paperId: paper.id, key, type: bibtexKind(paper).type }));
  const text = sorted
    .map(({ paper, key }) => {
      const body = fields(paper).map(([name, value]) => `  ${name} = {${value}}`);
      return `@${bibtexKind(paper).type}{${key},\n${body.join(',\n')}\n}\n`;
    })
    .join('\n');
  return { text, entries };
}
