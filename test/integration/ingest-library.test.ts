/**
 * A user's library in, on the real engines (issue #48): a BibTeX file with a malformed entry
 * lands every other entry with its full record and structured names (the bad one reported with
 * its line and key); CSL-JSON, RIS and Crossref items land the same way; a MERGE that leaves the
 * record's fields out keeps them; what is stored exports back to the same record.
 */
import { repoPath } from '../../src/common/repo-path';
import { exportPapers, renderBibtex } from '../../src/bibliography';
import { ingest } from '../../src/ingest/pipeline';
import { readSource, readSourceText, type IngestFormat, type SourceItem } from '../../src/ingest';
import { closeServices, openEmptyStores, TestStores } from './harness';

async function* items(list: SourceItem[]): AsyncGenerator<SourceItem> {
  yield* list;
}

describe('ingesting a library', () => {
  let stores: TestStores;
  const ingestText = (format: IngestFormat, text: string) => ingest(stores.targets, items(readSourceText(format, text)), { name: 'inline', format });

  beforeAll(async () => {
    stores = await openEmptyStores('ingest-library');
  });
  afterAll(async () => closeServices(stores.services));

  it('lands every readable BibTeX entry with its record; the malformed one is reported with its line and key', async () => {
    const report = await ingest(stores.targets, readSource(repoPath('test', 'fixtures', 'library', 'zotero.bib'), 'bibtex'), { name: 'zotero.bib', format: 'bibtex' });
    expect(report.errors).toEqual([expect.objectContaining({ line: 21, recordId: 'broken', field: '(entry)', code: 'INVALID_VALUE' })]);
    expect(report.recordsRead).toBe(4);
    const [bert, sparck, rumelhart] = await exportPapers(stores.services.prisma, ['devlin2019bert', 'sparckjones1972', 'rumelhart1986']);
    expect(bert).toMatchObject({ type: 'conference-paper', pages: '4171-4186', publisher: 'Association for Computational Linguistics', url: 'https://aclanthology.org/N19-1423', doi: '10.18653/v1/n19-1423' });
    expect(sparck).toMatchObject({ type: 'journal-article', venue: 'Journal of Documentation', volume: '28', issue: '1', pages: '11-21', authors: [{ family: 'Spärck Jones', given: 'Karen' }] });
    expect(rumelhart).toMatchObject({ type: 'chapter', venue: 'Parallel Distributed Processing', volume: '1', publisher: 'MIT Press' });
    // What is stored exports as it came in.
    const bib = renderBibtex([sparck!]).text;
    expect(bib).toContain('author = {Spärck Jones, Karen}');
    expect(bib).toContain('journal = {Journal of Documentation},\n  volume = {28},\n  number = {1},\n  pages = {11--21}');
  });

  it('lands CSL-JSON, RIS and Crossref items with structured names, ORCIDs and affiliations', async () => {
    const csl = [{ id: 'maaten2008', type: 'article-journal', title: 'Visualizing Data using t-SNE', author: [{ family: 'Maaten', given: 'Laurens', 'non-dropping-particle': 'van der' }], 'container-title': 'Journal of Machine Learning Research', volume: '9', page: '2579-2605', issued: { 'date-parts': [[2008]] } }];
    expect((await ingestText('csl-json', JSON.stringify(csl))).errors).toEqual([]);
    const ris = 'TY  - JOUR\r\nID  - lecun2015\r\nAU  - LeCun, Yann\r\nTI  - Deep learning\r\nT2  - Nature\r\nVL  - 521\r\nIS  - 7553\r\nSP  - 436\r\nEP  - 444\r\nPY  - 2015\r\nER  - \r\n';
    expect((await ingestText('ris', ris)).errors).toEqual([]);
    const crossref = { message: { DOI: '10.1038/323533a0', type: 'journal-article', title: ['Learning representations by back-propagating errors'], 'container-title': ['Nature'], volume: '323', issue: '6088', page: '533-536', issued: { 'date-parts': [[1986]] }, author: [{ given: 'David E.', family: 'Rumelhart', affiliation: [{ name: 'UCSD' }] }, { given: 'Geoffrey E.', family: 'Hinton', ORCID: 'https://orcid.org/0000-0002-1825-0097' }] } };
    expect((await ingestText('crossref', JSON.stringify(crossref))).errors).toEqual([]);

    const [maaten, lecun, backprop] = await exportPapers(stores.services.prisma, ['maaten2008', 'lecun2015', '10.1038/323533a0']);
    expect(maaten!.authors).toEqual([{ family: 'Maaten', given: 'Laurens', particle: 'van der' }]);
    expect(lecun).toMatchObject({ type: 'journal-article', venue: 'Nature', volume: '521', issue: '7553', pages: '436-444' });
    expect(backprop).toMatchObject({ type: 'journal-article', venue: 'Nature', volume: '323', pages: '533-536' });
    const authorships = await stores.services.prisma.paperAuthor.findMany({ where: { paperId: '10.1038/323533a0' }, orderBy: { position: 'asc' }, include: { author: true } });
    expect(authorships.map((a) => [a.author.name, a.family, a.affiliations, a.orcid, a.author.orcid])).toEqual([
      ['David E. Rumelhart', 'Rumelhart', ['UCSD'], null, null],
      ['Geoffrey E. Hinton', 'Hinton', [], '0000-0002-1825-0097', '0000-0002-1825-0097'],
    ]);
  });

  it('keeps the record and the name parts when a MERGE leaves them out', async () => {
    const report = await ingest(stores.targets, items([{ line: 1, value: { kind: 'paper', id: 'sparckjones1972', title: 'A statistical interpretation of term specificity', year: 1972 } }]), { name: 'inline', format: 'jsonl' });
    expect(report.errors).toEqual([]);
    const [sparck] = await exportPapers(stores.services.prisma, ['sparckjones1972']);
    expect(sparck).toMatchObject({ title: 'A statistical interpretation of term specificity', type: 'journal-article', volume: '28', pages: '11-21', authors: [{ family: 'Spärck Jones', given: 'Karen' }] });
  });
});
