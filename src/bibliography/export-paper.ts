/** A paper as every export format sees it (BibTeX, RIS, CSL-JSON). Pure. */
import type { StructuredName } from './names/structured-name';
import type { PaperType } from './paper-types';

/** The fields of a full bibliographic record (issue #48), stored with each paper; null or [] when unknown. */
export interface RecordFields {
  /** What kind of work; null: unknown (exports type it from the venue, paper-types.ts). */
  type: PaperType | null;
  /** ISSNs of the journal or series, ISBNs of the book or proceedings (the venue is the container's title). */
  issn: string[];
  isbn: string[];
  volume: string | null;
  issue: string | null;
  /** "first-last" (hyphen), one page, or an article number ("e1003"). */
  pages: string | null;
  publisher: string | null;
  url: string | null;
  openAccessUrl: string | null;
}

export const NO_RECORD_FIELDS: RecordFields = { type: null, issn: [], isbn: [], volume: null, issue: null, pages: null, publisher: null, url: null, openAccessUrl: null };

export interface ExportPaper extends RecordFields {
  id: string;
  title: string;
  /** Written by RIS and CSL-JSON; BibTeX leaves it out (a .bib file is for citing). */
  abstract: string | null;
  year: number;
  doi: string | null;
  /** The container: journal, proceedings or book title. */
  venue: string | null;
  /** Authors in order, with their name parts. */
  authors: StructuredName[];
  arxivId: string | null;
  /** ISO 639-1 code of the title and abstract; written by RIS and CSL-JSON. */
  language: string | null;
}

/**
 * The order a file's records come in: by citation key (a .bib file one looks entries up in), or
 * as the papers were given (a ranking or a reading list the user ordered: the order is the point).
 */
export const CITATION_ORDERS = ['key', 'given'] as const;
export type CitationOrder = (typeof CITATION_ORDERS)[number];

/** One rendered record, in the order of the file. */
export interface ExportedEntry {
  paperId: string;
  /** The citation key (the same in every format: BibTeX key, RIS ID, CSL-JSON id). */
  key: string;
  /** The record type in the format's own vocabulary (article, JOUR, article-journal ...). */
  type: string;
}

export interface ExportedFile {
  text: string;
  /** In the same order as the text. */
  entries: ExportedEntry[];
}

/** The abstract page of an arXiv paper, which RIS and CSL-JSON give as its URL. */
export function arxivUrl(arxivId: string): string {
  return `https://arxiv.org/abs/${arxivId.trim()}`;
}

/** The URL a record gives: its own, else its arXiv page, else its open-access copy. */
export function recordUrl(paper: ExportPaper): string | null {
  return paper.url ?? (paper.arxivId === null ? null : arxivUrl(paper.arxivId)) ?? paper.openAccessUrl;
}

/** First and last page of "12-34" (an en dash or "--" also separates them); one page or an article number has no last. */
export function pageRange(pages: string | null): { first: string; last: string | null } | null {
  if (pages === null || pages.trim() === '') return null;
  const [first, ...rest] = pages.split(/\s*(?:--?|–|—)\s*/);
  return { first: first!.trim(), last: rest.length === 0 ? null : rest.join('-').trim() };
}
