/**
 * Acceptance (issue #48): hard names are parsed into their parts, and written back unchanged
 * through each export and the importer of the same format: BibTeX (read by
 * @retorquere/bibtex-parser), RIS (read by citation-js) and CSL-JSON. Also BibTeX names written
 * with LaTeX escapes.
 */
import { NO_RECORD_FIELDS, parseStructuredName, renderBibtex, renderCslJson, renderRis, type StructuredName } from '../../../../src/bibliography';
import type { ExportPaper } from '../../../../src/bibliography/export-paper';
import { bibtexItems, paperFromBibtexEntry } from '../../../../src/ingest/files/bibtex-entries';
import { paperFromCslItem } from '../../../../src/ingest/files/csl-items';
import { risItems } from '../../../../src/ingest/files/ris-records';
import type { Entry } from '@retorquere/bibtex-parser';
import { HARD_NAMES, LATEX_NAMES } from '../../../fixtures/hard-names';

function paperBy(authors: StructuredName[]): ExportPaper {
  return { ...NO_RECORD_FIELDS, id: 'p', title: 'Names', abstract: null, year: 2020, doi: null, venue: 'Journal of Names', authors, arxivId: null, language: null };
}

function values(items: ReturnType<typeof bibtexItems>): unknown[] {
  return items.map((item) => {
    if ('error' in item) throw new Error(item.error.message);
    return item.value;
  });
}

const readBack = {
  bibtex: (paper: ExportPaper) => values(bibtexItems(renderBibtex([paper]).text)).map((entry) => paperFromBibtexEntry(entry as Entry).authors),
  ris: (paper: ExportPaper) => values(risItems(renderRis([paper]).text)).map((item) => paperFromCslItem(item as Record<string, unknown>).authors),
  'csl-json': (paper: ExportPaper) => (JSON.parse(renderCslJson([paper]).text) as Record<string, unknown>[]).map((item) => paperFromCslItem(item).authors),
};

describe('hard names', () => {
  it('holds at least 50 names', () => {
    expect(HARD_NAMES.length).toBeGreaterThanOrEqual(50);
  });

  it.each(HARD_NAMES)('parses %s into its parts', (written, parts) => {
    expect(parseStructuredName(written)).toEqual(parts);
  });

  it.each(Object.keys(readBack) as (keyof typeof readBack)[])('come back unchanged through %s', (format) => {
    const names = HARD_NAMES.map(([, parts]) => parts);
    expect(readBack[format](paperBy(names))).toEqual([names]);
  });

  it('reads LaTeX escapes in BibTeX names, and writes the names back unchanged in every format', () => {
    const bibtex = `@article{latex2020,\n  author = {${LATEX_NAMES.map(([name]) => name).join(' and ')}},\n  title = {Escapes},\n  journal = {J},\n  year = {2020}\n}\n`;
    const [entry] = values(bibtexItems(bibtex));
    const names = LATEX_NAMES.map(([, parts]) => parts);
    expect(paperFromBibtexEntry(entry as Entry).authors).toEqual(names);
    for (const format of Object.keys(readBack) as (keyof typeof readBack)[]) expect(readBack[format](paperBy(names))).toEqual([names]);
  });
});
