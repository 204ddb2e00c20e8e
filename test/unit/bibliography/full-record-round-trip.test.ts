/**
 * Acceptance (issue #48): every export writes the full record, and the importer of the same
 * format (BibTeX through @retorquere/bibtex-parser, RIS through citation-js, CSL-JSON) gives the
 * same record back: type, venue, volume, issue, pages, publisher, ISSN/ISBN, DOI, URL, authors.
 */
import type { Entry } from '@retorquere/bibtex-parser';
import { renderBibtex, renderCslJson, renderRis } from '../../../src/bibliography';
import type { ExportPaper } from '../../../src/bibliography/export-paper';
import { bibtexItems, paperFromBibtexEntry } from '../../../src/ingest/files/bibtex-entries';
import { paperFromCslItem } from '../../../src/ingest/files/csl-items';
import { risItems } from '../../../src/ingest/files/ris-records';
import { validateRecord } from '../../../src/ingest/validate';
import type { PaperRecord } from '../../../src/ingest/records';
import { FULL_RECORDS } from '../../fixtures/full-records';

function records(values: unknown[]): PaperRecord[] {
  return values.map((value) => {
    const result = validateRecord(value, 1);
    if (!result.ok || result.record.kind !== 'paper') throw new Error(JSON.stringify(result));
    return result.record;
  });
}

const itemValues = (items: ReturnType<typeof bibtexItems>) => items.map((item) => ('value' in item ? item.value : item.error));

const IMPORTS = {
  bibtex: (papers: ExportPaper[]) => records(itemValues(bibtexItems(renderBibtex(papers).text)).map((entry) => paperFromBibtexEntry(entry as Entry))),
  ris: (papers: ExportPaper[]) => records(itemValues(risItems(renderRis(papers).text)).map((item) => paperFromCslItem(item as Record<string, unknown>))),
  'csl-json': (papers: ExportPaper[]) => records((JSON.parse(renderCslJson(papers).text) as Record<string, unknown>[]).map((item) => paperFromCslItem(item))),
};

/** The fields compared, as the record stores them. */
function recordOf(paper: ExportPaper | PaperRecord) {
  const authors = 'authorDetails' in paper ? paper.authorDetails.map((a) => a.name) : paper.authors;
  const { type, venue, volume, issue, pages, publisher, issn, isbn, year, title } = paper;
  return { type, venue, volume, issue, pages, publisher, issn, isbn, year, title, doi: paper.doi?.toLowerCase() ?? null, authors };
}

describe.each(Object.keys(IMPORTS) as (keyof typeof IMPORTS)[])('full records through %s', (format) => {
  const read = IMPORTS[format](FULL_RECORDS);

  it('gives back every record with the same fields', () => {
    const byTitle = new Map(read.map((record) => [record.title, record]));
    for (const paper of FULL_RECORDS) expect(recordOf(byTitle.get(paper.title)!)).toEqual(recordOf(paper));
  });

  it('gives back the record URL, else the arXiv page', () => {
    expect(read.find((r) => r.title.startsWith('BERT'))!.url).toBe('https://aclanthology.org/N19-1423');
    expect(read.find((r) => r.title.startsWith('Adam'))!.url).toBe('https://arxiv.org/abs/1412.6980');
  });
});

describe('the types each format writes', () => {
  it('writes @article with journal, volume, number, pages; @inproceedings with booktitle; @incollection, @book, @phdthesis, @techreport, @misc', () => {
    const text = renderBibtex(FULL_RECORDS).text;
    expect(text).toContain('@article{shannon1948mathematical,\n  author = {Claude E. Shannon},\n  title = {A Mathematical Theory of Communication},\n  journal = {Bell System Technical Journal},\n  volume = {27},\n  number = {3},\n  pages = {379--423},');
    expect(text).toMatch(/@inproceedings\{devlin2019bert,[^@]*booktitle = \{Proceedings of the 2019[^@]*pages = \{4171--4186\},\n {2}publisher = \{Association for Computational Linguistics\}/);
    expect(renderBibtex(FULL_RECORDS).entries.map((e) => e.type).sort()).toEqual(['article', 'book', 'incollection', 'inproceedings', 'misc', 'phdthesis', 'techreport']);
  });

  it('writes RIS types and tags: JOUR with T2, VL, IS, SP, EP; CPAPER, CHAP, BOOK, THES, RPRT, UNPB', () => {
    const file = renderRis(FULL_RECORDS);
    expect(file.entries.map((e) => e.type).sort()).toEqual(['BOOK', 'CHAP', 'CPAPER', 'JOUR', 'RPRT', 'THES', 'UNPB']);
    expect(file.text).toContain('TY  - JOUR\r\nID  - shannon1948mathematical\r\nAU  - Shannon, Claude E.\r\nTI  - A Mathematical Theory of Communication\r\nT2  - Bell System Technical Journal\r\nVL  - 27\r\nIS  - 3\r\nSP  - 379\r\nEP  - 423\r\nPY  - 1948\r\nSN  - 0005-8580\r\n');
  });

  it('writes CSL types, container-title, volume, issue, page, publisher and structured authors', () => {
    const items = JSON.parse(renderCslJson(FULL_RECORDS).text) as Record<string, unknown>[];
    expect(items.map((i) => i.type).sort()).toEqual(['article', 'article-journal', 'book', 'chapter', 'paper-conference', 'report', 'thesis']);
    expect(items.find((i) => i.id === 'rumelhart1986learning')).toMatchObject({
      type: 'chapter', 'container-title': 'Parallel Distributed Processing: Explorations in the Microstructure of Cognition', volume: '1', page: '318-362', publisher: 'MIT Press', ISBN: '978-0-262-68053-0',
    });
    expect(items.find((i) => i.id === 'vandermaaten2009feature')).toMatchObject({ type: 'thesis', author: [{ given: 'Laurens', 'non-dropping-particle': 'van der', family: 'Maaten' }], publisher: 'Tilburg University' });
  });
});
