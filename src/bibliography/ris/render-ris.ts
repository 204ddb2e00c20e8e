/**
 * RIS for a set of papers (the tagged format Zotero, Mendeley, EndNote and reference managers
 * import). Pure: papers in, text out.
 *
 * One record per paper, sorted by citation key (the same keys as BibTeX, in the ID tag), tags in
 * a fixed order: TY, ID, AU (one per author, "Last, First, Suffix"), TI, T2 or PB (the venue), PY,
 * DO, UR (the arXiv page of arXiv papers), AB, LA, ER. Record types from the venue, by the rules
 * BibTeX uses (bibtex/entry-type.ts): journal → JOUR (venue in T2), proceedings → CPAPER (T2,
 * the RIS spec's conference name), report → RPRT and book → BOOK (venue in PB, as institution or
 * publisher), no venue → GEN.
 * Lines end in CRLF as the spec asks; values are UTF-8 on one line (runs of white space, line
 * breaks included, become one space: a line break would end the value). RIS has no escaping: an
 * organisation whose name has a comma reads back as "Last, First".
 */
import { normaliseSpace } from '../bibtex/latex-escape';
import { keyedPapers } from '../bibtex/citation-keys';
import { entryKind, EntryType } from '../bibtex/entry-type';
import { cslName } from '../csl/csl-names';
import { arxivUrl, ExportedFile, ExportPaper } from '../export-paper';

export type RisType = 'JOUR' | 'CPAPER' | 'RPRT' | 'BOOK' | 'GEN';

const RIS_TYPES: Readonly<Record<EntryType, RisType>> = { article: 'JOUR', inproceedings: 'CPAPER', techreport: 'RPRT', book: 'BOOK', misc: 'GEN' };
const VENUE_TAG: Readonly<Record<EntryType, 'T2' | 'PB' | null>> = { article: 'T2', inproceedings: 'T2', techreport: 'PB', book: 'PB', misc: null };

export function risType(venue: string | null): RisType {
  return RIS_TYPES[entryKind(venue).type];
}

/** "Last, First, Suffix", or an organisation's name as it is. */
export function risName(raw: string): string {
  const name = cslName(raw);
  if ('literal' in name) return name.literal;
  return [name.family, name.given, name.suffix].filter((part): part is string => part !== undefined).join(', ');
}

function present(value: string | null): string | null {
  if (value === null) return null;
  const text = normaliseSpace(value);
  return text === '' ? null : text;
}

function tags(paper: ExportPaper, key: string): [string, string][] {
  const type = entryKind(paper.venue).type;
  const venueTag = VENUE_TAG[type];
  const list: [string, string | null][] = [
    ['TY', RIS_TYPES[type]],
    ['ID', key],
    ...paper.authors.map((author): [string, string] => ['AU', risName(author)]),
    ['TI', normaliseSpace(paper.title)],
    ...(venueTag === null ? [] : [[venueTag, present(paper.venue)] as [string, string | null]]),
    ['PY', String(paper.year)],
    ['DO', present(paper.doi)],
    ['UR', paper.arxivId === null ? null : arxivUrl(paper.arxivId)],
    ['AB', present(paper.abstract)],
    ['LA', present(paper.language)],
  ];
  return list.filter((tag): tag is [string, string] => tag[1] !== null);
}

/** The .ris file: records sorted by key, each ending with "ER  - " and a blank line. */
export function renderRis(papers: readonly ExportPaper[]): ExportedFile {
  const sorted = keyedPapers(papers);
  const entries = sorted.map(({ paper, key }) => ({ paperId: paper.id, key, type: risType(paper.venue) }));
  const text = sorted
    .map(({ paper, key }) => [...tags(paper, key), ['ER', '']].map(([tag, value]) => `${tag}  - ${value}\r\n`).join(''))
    .join('\r\n');
  return { text, entries };
}
