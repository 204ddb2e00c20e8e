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
import { citationKeys } from './citation-keys';
import { entryKind, EntryType } from './entry-type';
import { escapeLatex, normaliseSpace } from './latex-escape';
import { protectedTitle } from './title-protection';

export interface BibtexPaper {
  id: string;
  title: string;
  year: number;
  doi: string | null;
  venue: string | null;
  /** Author names in order, as stored. */
  authors: string[];
  arxivId: string | null;
}

export interface RenderedEntry {
  paperId: string;
  key: string;
  type: EntryType;
}

export interface Bibliography {
  /** The .bib file: entries sorted by key, separated by a blank line, ending in a newline. */
  text: string;
  /** In the same order as the text. */
  entries: RenderedEntry[];
}

function verbatim(value: string): string {
  return normaliseSpace(value).replace(/\{/g, '%7B').replace(/\}/g, '%7D');
}

function fields(paper: BibtexPaper): [string, string][] {
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

export function renderBibtex(papers: readonly BibtexPaper[]): Bibliography {
  const keys = citationKeys(papers.map((p) => ({ paperId: p.id, firstAuthor: p.authors[0] ?? null, year: p.year, title: p.title })));
  const unique = [...new Map(papers.map((p) => [p.id, p])).values()];
  const sorted = unique.map((paper) => ({ paper, key: keys.get(paper.id)! })).sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const entries = sorted.map(({ paper, key }) => ({ paperId: paper.id, key, type: entryKind(paper.venue).type }));
  const text = sorted
    .map(({ paper, key }) => {
      const body = fields(paper).map(([name, value]) => `  ${name} = {${value}}`);
      return `@${entryKind(paper.venue).type}{${key},\n${body.join(',\n')}\n}\n`;
    })
    .join('\n');
  return { text, entries };
}
