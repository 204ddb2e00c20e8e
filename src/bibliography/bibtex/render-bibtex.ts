/**
 * BibTeX for a set of papers. Pure: papers in, text out.
 *
 * One entry per paper, sorted by citation key, fields in a fixed order: author, title, the venue
 * (journal, booktitle, institution or publisher, by entry type), year, doi, and for arXiv papers
 * eprint and archiveprefix (biblatex's names; BibTeX styles that do not know them ignore them).
 * Text fields are LaTeX-escaped and titles case-protected (latex-escape.ts, title-protection.ts);
 * the DOI is written verbatim, as biblatex reads it, with any brace percent-encoded (%7B, %7D),
 * which DOI resolvers accept and which cannot unbalance the entry.
 */
import { bibtexName } from './bibtex-names';
import { keyedPapers } from './citation-keys';
import type { ExportedFile, ExportPaper } from '../export-paper';
import { entryKind } from './entry-type';
import { escapeLatex, normaliseSpace } from './latex-escape';
import { protectedTitle } from './title-protection';

function verbatim(value: string): string {
  return normaliseSpace(value).replace(/\{/g, '%7B').replace(/\}/g, '%7D');
}

function fields(paper: ExportPaper): [string, string][] {
  const { venueField } = entryKind(paper.venue);
  const list: [string, string | null][] = [
    ['author', paper.authors.length === 0 ? null : paper.authors.map(bibtexName).join(' and ')],
    ['title', protectedTitle(paper.title)],
    ...(venueField === null ? [] : [[venueField, escapeLatex(paper.venue!)] as [string, string]]),
    ['year', String(paper.year)],
    ['doi', paper.doi === null || paper.doi.trim() === '' ? null : verbatim(paper.doi)],
    ['eprint', paper.arxivId === null ? null : verbatim(paper.arxivId)],
    ['archiveprefix', paper.arxivId === null ? null : 'arXiv'],
  ];
  return list.filter((field): field is [string, string] => field[1] !== null);
}

/** The .bib file: entries sorted by key, separated by a blank line, ending in a newline. */
export function renderBibtex(papers: readonly ExportPaper[]): ExportedFile {
  const sorted = keyedPapers(papers);
  const entries = sorted.map(({ paper, key }) => ({ paperId: paper.id, key, type: entryKind(paper.venue).type }));
  const text = sorted
    .map(({ paper, key }) => {
      const body = fields(paper).map(([name, value]) => `  ${name} = {${value}}`);
      return `@${entryKind(paper.venue).type}{${key},\n${body.join(',\n')}\n}\n`;
    })
    .join('\n');
  return { text, entries };
}
