/** A paper as every export format sees it (BibTeX, RIS, CSL-JSON). Pure. */
export interface ExportPaper {
  id: string;
  title: string;
  /** Written by RIS and CSL-JSON; BibTeX leaves it out (a .bib file is for citing). */
  abstract: string | null;
  year: number;
  doi: string | null;
  venue: string | null;
  /** Author names in order, as stored. */
  authors: string[];
  arxivId: string | null;
  /** ISO 639-1 code of the title and abstract; written by RIS and CSL-JSON. */
  language: string | null;
}

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
