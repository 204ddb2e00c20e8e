/**
 * CSL-JSON for a set of papers: the item format of the Citation Style Language, which Zotero,
 * pandoc (its citation keys are the items' ids) and citeproc processors read. Pure.
 *
 * One item per paper, sorted by citation key or in the order given (the same keys as BibTeX, as `id`), its type from the
 * paper's type (paper-types.ts: article-journal, paper-conference, book, chapter, thesis, article
 * for a preprint, report, dataset, document). Fields: id, type, title, author (structured CSL names,
 * csl-names.ts), container-title (the venue; a book's, thesis's or report's venue is its
 * publisher when none is stored), volume, issue, page, publisher, issued (the year), ISBN, ISSN,
 * DOI, URL (the record's, else the arXiv page, else the open-access copy), abstract, language.
 * Text is UTF-8 with white space runs made one space, like the other formats.
 */
import { keyedPapers } from '../bibtex/citation-keys';
import { normaliseSpace } from '../bibtex/latex-escape';
import { CitationOrder, ExportedFile, ExportPaper, pageRange, recordUrl } from '../export-paper';
import { CSL_TYPES, CslType, effectiveType } from '../paper-types';
import { CslName, cslName } from './csl-names';

export interface CslItem {
  id: string;
  type: CslType;
  title: string;
  author?: CslName[];
  'container-title'?: string;
  volume?: string;
  issue?: string;
  page?: string;
  publisher?: string;
  issued: { 'date-parts': [[number]] };
  ISBN?: string;
  ISSN?: string;
  DOI?: string;
  URL?: string;
  abstract?: string;
  language?: string;
}

function present(value: string | null): string | undefined {
  if (value === null) return undefined;
  const text = normaliseSpace(value);
  return text === '' ? undefined : text;
}

function cslPages(pages: string | null): string | undefined {
  const range = pageRange(pages);
  return range === null ? undefined : range.last === null ? range.first : `${range.first}-${range.last}`;
}

export function cslItem(paper: ExportPaper, key: string): CslItem {
  const type = effectiveType(paper.type, paper.venue);
  const standalone = type === 'book' || type === 'thesis' || type === 'report';
  const venue = present(paper.venue);
  const item: CslItem = {
    id: key,
    type: CSL_TYPES[type],
    title: normaliseSpace(paper.title),
    ...(paper.authors.length === 0 ? {} : { author: paper.authors.map(cslName) }),
    'container-title': standalone ? undefined : venue,
    volume: present(paper.volume),
    issue: present(paper.issue),
    page: cslPages(paper.pages),
    publisher: present(paper.publisher) ?? (standalone ? venue : undefined),
    issued: { 'date-parts': [[paper.year]] },
    ISBN: paper.isbn.length === 0 ? undefined : paper.isbn.join(', '),
    ISSN: paper.issn.length === 0 ? undefined : paper.issn.join(', '),
    DOI: present(paper.doi),
    URL: recordUrl(paper) ?? undefined,
    abstract: present(paper.abstract),
    language: present(paper.language),
  };
  // Absent fields are left out, not written as null (CSL processors read null as a value).
  return Object.fromEntries(Object.entries(item).filter(([, value]) => value !== undefined)) as unknown as CslItem;
}

/** The .json file: one array of items sorted by id (or as given), two-space indented, ending in a newline. */
export function renderCslJson(papers: readonly ExportPaper[], order: CitationOrder = 'key'): ExportedFile {
  const items = keyedPapers(papers, order).map(({ paper, key }) => ({ paperId: paper.id, item: cslItem(paper, key) }));
  return {
    text: `${JSON.stringify(items.map((i) => i.item), null, 2)}\n`,
    entries: items.map(({ paperId, item }) => ({ paperId, key: item.id, type: item.type })),
  };
}
