/**
 * What kind of work a paper is (issue #48), in Refgraph's words, and each format's word for it.
 * Pure. A paper whose source gave no type is typed from its venue's name by BibTeX's rules
 * (bibtex/entry-type.ts), as exports did before types were stored.
 *
 * | type             | BibTeX         | venue field | RIS    | CSL-JSON         |
 * | journal-article  | article        | journal     | JOUR   | article-journal  |
 * | conference-paper | inproceedings  | booktitle   | CPAPER | paper-conference |
 * | book             | book           | (publisher) | BOOK   | book             |
 * | chapter          | incollection   | booktitle   | CHAP   | chapter          |
 * | thesis           | phdthesis      | school      | THES   | thesis           |
 * | preprint         | misc           | howpublished| UNPB   | article          |
 * | report           | techreport     | institution | RPRT   | report           |
 * | dataset          | misc           | howpublished| DATA   | dataset          |
 * | other            | misc           | howpublished| GEN    | document         |
 * RIS's CPAPER is a paper in proceedings (CONF is the whole proceedings), as Zotero and EndNote
 * write it. CSL's `article` is its type for preprints and working papers.
 */
import { entryKind, EntryType } from './bibtex/entry-type';

export const PAPER_TYPES = ['journal-article', 'conference-paper', 'book', 'chapter', 'thesis', 'preprint', 'report', 'dataset', 'other'] as const;
export type PaperType = (typeof PAPER_TYPES)[number];

export function isPaperType(value: string): value is PaperType {
  return (PAPER_TYPES as readonly string[]).includes(value);
}

const FROM_VENUE: Readonly<Record<EntryType, PaperType>> = {
  article: 'journal-article',
  inproceedings: 'conference-paper',
  techreport: 'report',
  book: 'book',
  misc: 'other',
};

/** The stored type, or the one the venue's name suggests when the source gave none. */
export function effectiveType(type: PaperType | null, venue: string | null): PaperType {
  return type ?? FROM_VENUE[entryKind(venue).type];
}

export type BibtexType = 'article' | 'inproceedings' | 'book' | 'incollection' | 'phdthesis' | 'misc' | 'techreport';
export type BibtexVenueField = 'journal' | 'booktitle' | 'school' | 'institution' | 'howpublished' | null;

export const BIBTEX_TYPES: Readonly<Record<PaperType, { type: BibtexType; venueField: BibtexVenueField }>> = {
  'journal-article': { type: 'article', venueField: 'journal' },
  'conference-paper': { type: 'inproceedings', venueField: 'booktitle' },
  book: { type: 'book', venueField: null },
  chapter: { type: 'incollection', venueField: 'booktitle' },
  thesis: { type: 'phdthesis', venueField: 'school' },
  preprint: { type: 'misc', venueField: 'howpublished' },
  report: { type: 'techreport', venueField: 'institution' },
  dataset: { type: 'misc', venueField: 'howpublished' },
  other: { type: 'misc', venueField: 'howpublished' },
};

export type RisType = 'JOUR' | 'CPAPER' | 'BOOK' | 'CHAP' | 'THES' | 'UNPB' | 'RPRT' | 'DATA' | 'GEN';
export const RIS_TYPES: Readonly<Record<PaperType, RisType>> = {
  'journal-article': 'JOUR',
  'conference-paper': 'CPAPER',
  book: 'BOOK',
  chapter: 'CHAP',
  thesis: 'THES',
  preprint: 'UNPB',
  report: 'RPRT',
  dataset: 'DATA',
  other: 'GEN',
};

export type CslType = 'article-journal' | 'paper-conference' | 'book' | 'chapter' | 'thesis' | 'article' | 'report' | 'dataset' | 'document';
export const CSL_TYPES: Readonly<Record<PaperType, CslType>> = {
  'journal-article': 'article-journal',
  'conference-paper': 'paper-conference',
  book: 'book',
  chapter: 'chapter',
  thesis: 'thesis',
  preprint: 'article',
  report: 'report',
  dataset: 'dataset',
  other: 'document',
};

/** Other formats' words for a type, read by the importers (BibTeX, RIS, CSL, Crossref, OpenAlex). */
const READ_TYPES: Readonly<Record<string, PaperType>> = {
  // BibTeX and biblatex
  article: 'journal-article', inproceedings: 'conference-paper', conference: 'conference-paper', proceedings: 'book', book: 'book',
  incollection: 'chapter', inbook: 'chapter', phdthesis: 'thesis', mastersthesis: 'thesis', thesis: 'thesis', techreport: 'report',
  report: 'report', dataset: 'dataset', online: 'other', misc: 'other', unpublished: 'preprint', preprint: 'preprint',
  // CSL
  'article-journal': 'journal-article', 'paper-conference': 'conference-paper', chapter: 'chapter', document: 'other',
  // Crossref and OpenAlex
  'journal-article': 'journal-article', 'proceedings-article': 'conference-paper', 'book-chapter': 'chapter', 'book-section': 'chapter',
  monograph: 'book', 'edited-book': 'book', 'reference-book': 'book', dissertation: 'thesis', 'posted-content': 'preprint',
  'report-component': 'report', other: 'other',
};

/** CSL's `article` is a preprint or working paper; BibTeX's and OpenAlex's a journal article. */
const CSL_READ_TYPES: Readonly<Record<string, PaperType>> = { article: 'preprint', manuscript: 'preprint' };

/** A format's type name as a PaperType; null when unknown (the venue decides, effectiveType). */
export function paperTypeFrom(name: unknown, vocabulary: 'bibtex' | 'csl' | 'crossref' | 'openalex'): PaperType | null {
  if (typeof name !== 'string') return null;
  const key = name.trim().toLowerCase();
  if (vocabulary === 'csl' && CSL_READ_TYPES[key] !== undefined) return CSL_READ_TYPES[key];
  return isPaperType(key) ? key : (READ_TYPES[key] ?? null);
}
