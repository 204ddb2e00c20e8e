/**
 * RIS for a set of papers (the tagged format Zotero, Mendeley, EndNote and reference managers
 * import). Pure: papers in, text out.
 *
 * One record per paper, sorted by citation key or in the order given (the same keys as BibTeX, in the ID tag), tags in
 * a fixed order: TY (paper-types.ts: JOUR, CPAPER, BOOK, CHAP, THES, UNPB, RPRT, DATA, GEN), ID,
 * AU (one per author, "von Last, First, Suffix"), TI, T2 (journal, proceedings or book title),
 * VL, IS, SP, EP, PB (the publisher; a book's, thesis's or report's venue when none is stored),
 * PY, SN (ISBNs and ISSNs), DO, UR (the record's URL, else the arXiv page, else the open-access
 * copy), AB, LA, ER.
 * Lines end in CRLF as the spec asks; values are UTF-8 on one line (runs of white space, line
 * breaks included, become one space: a line break would end the value). RIS has no escaping: an
 * organisation whose name has a comma reads back as "Last, First".
 */
import { normaliseSpace } from '../bibtex/latex-escape';
import { keyedPapers } from '../bibtex/citation-keys';
import { effectiveType, PaperType, RIS_TYPES } from '../paper-types';
import { fullFamily, StructuredName } from '../names/structured-name';
import { CitationOrder, ExportedFile, ExportPaper, pageRange, recordUrl } from '../export-paper';

/** "von Last, First, Suffix" (the form RIS readers split back), or an organisation's name as it is. */
export function risName(name: StructuredName): string {
  if (name.literal !== undefined) return name.literal;
  return [fullFamily(name), name.given ?? '', name.suffix].filter((part) => part !== undefined).join(', ').replace(/, $/, '');
}

function present(value: string | null): string | null {
  if (value === null) return null;
  const text = normaliseSpace(value);
  return text === '' ? null : text;
}

/** Where the venue goes: T2 (journal, proceedings or book of a chapter), PB for works without a container. */
function venueTag(type: PaperType): 'T2' | 'PB' {
  return type === 'book' || type === 'thesis' || type === 'report' ? 'PB' : 'T2';
}

function tags(paper: ExportPaper, key: string): [string, string][] {
  const type = effectiveType(paper.type, paper.venue);
  const venueAt = venueTag(type);
  // A work without a container (book, thesis, report) names its publisher in PB: its venue there, unless a publisher is stored.
  const publisher = present(paper.publisher) ?? (venueAt === 'PB' ? present(paper.venue) : null);
  const range = pageRange(paper.pages);
  const list: [string, string | null][] = [
    ['TY', RIS_TYPES[type]],
    ['ID', key],
    ...paper.authors.map((author): [string, string] => ['AU', normaliseSpace(risName(author))]),
    ['TI', normaliseSpace(paper.title)],
    ['T2', venueAt === 'T2' ? present(paper.venue) : null],
    ['VL', present(paper.volume)],
    ['IS', present(paper.issue)],
    ['SP', range === null ? null : range.first],
    ['EP', range?.last ?? null],
    ['PB', publisher],
    ['PY', String(paper.year)],
    ...[...paper.isbn, ...paper.issn].map((number): [string, string] => ['SN', normaliseSpace(number)]),
    ['DO', present(paper.doi)],
    ['UR', recordUrl(paper)],
    ['AB', present(paper.abstract)],
    ['LA', present(paper.language)],
  ];
  return list.filter((tag): tag is [string, string] => tag[1] !== null);
}

/** The .ris file: records sorted by key (or as given), each ending with "ER  - " and a blank line. */
export function renderRis(papers: readonly ExportPaper[], order: CitationOrder = 'key'): ExportedFile {
  const sorted = keyedPapers(papers, order);
  const entries = sorted.map(({ paper, key }) => ({ paperId: paper.id, key, type: RIS_TYPES[effectiveType(paper.type, paper.venue)] }));
  const text = sorted
    .map(({ paper, key }) => [...tags(paper, key), ['ER', '']].map(([tag, value]) => `${tag}  - ${value}\r\n`).join(''))
    .join('\r\n');
  return { text, entries };
}
