/**
 * CSL-JSON for a set of papers: the item format of the Citation Style Language, which Zotero,
 * pandoc (its citation keys are the items' ids) and citeproc processors read. Pure.
 *
 * One item per paper, sorted by citation key (the same keys as BibTeX, as `id`). Item types from
 * the venue, by the rules BibTeX uses (bibtex/entry-type.ts): journal → article-journal, proceedings
 * → paper-conference (venue in container-title, what styles print as "In ..."), report → report and
 * book → book (venue as publisher), no venue → article (CSL's type for preprints and working
 * papers). Fields: id, type, title, author (csl-names.ts), container-title or publisher, issued
 * (the year), DOI, URL (the arXiv page of arXiv papers), abstract, language. Text is UTF-8 with white
 * space runs made one space, like the other formats.
 */
import { keyedPapers } from '../bibtex/citation-keys';
import { entryKind, EntryType } from '../bibtex/entry-type';
import { normaliseSpace } from '../bibtex/latex-escape';
import { arxivUrl, ExportedFile, ExportPaper } from '../export-paper';
import { CslName, cslName } from './csl-names';

export type CslType = 'article-journal' | 'paper-conference' | 'report' | 'book' | 'article';

const CSL_TYPES: Readonly<Record<EntryType, CslType>> = {
  article: 'article-journal',
  inproceedings: 'paper-conference',
  techreport: 'report',
  book: 'book',
  misc: 'article',
};
const VENUE_FIELD: Readonly<Record<EntryType, 'container-title' | 'publisher' | null>> = {
  article: 'container-title',
  inproceedings: 'container-title',
  techreport: 'publisher',
  book: 'publisher',
  misc: null,
};

export interface CslItem {
  id: string;
  type: CslType;
  title: string;
  author?: CslName[];
  'container-title'?: string;
  publisher?: string;
  issued: { 'date-parts': [[number]] };
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

export function cslItem(paper: ExportPaper, key: string): CslItem {
  const type = entryKind(paper.venue).type;
  const venueField = VENUE_FIELD[type];
  const venue = present(paper.venue);
  const item: CslItem = {
    id: key,
    type: CSL_TYPES[type],
    title: normaliseSpace(paper.title),
    ...(paper.authors.length === 0 ? {} : { author: paper.authors.map(cslName) }),
    ...(venueField === null || venue === undefined ? {} : { [venueField]: venue }),
    issued: { 'date-parts': [[paper.year]] },
    DOI: present(paper.doi),
    URL: paper.arxivId === null ? undefined : arxivUrl(paper.arxivId),
    abstract: present(paper.abstract),
    language: present(paper.language),
  };
  // Absent fields are left out, not written as null (CSL processors read null as a value).
  return Object.fromEntries(Object.entries(item).filter(([, value]) => value !== undefined)) as unknown as CslItem;
}

/** The .json file: one array of items sorted by id, two-space indented, ending in a newline. */
export function renderCslJson(papers: readonly ExportPaper[]): ExportedFile {
  const items = keyedPapers(papers).map(({ paper, key }) => ({ paperId: paper.id, item: cslItem(paper, key) }));
  return {
    text: `${JSON.stringify(items.map((i) => i.item), null, 2)}\n`,
    entries: items.map(({ paperId, item }) => ({ paperId, key: item.id, type: item.type })),
  };
}
