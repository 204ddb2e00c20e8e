/**
 * Matching on the real PostgreSQL (issue #48): a library ingested into stored papers enriches
 * those it matches (nothing lost) and adds the others; two entries of one paper land once; a key
 * naming another stored paper is refused; re-ingesting changes nothing. matchLibrary reads
 * without writing and, through the candidate search, decides every labelled pair as the rule
 * does on the whole store; `refgraph match` prints the same.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { exportPapers } from '../../src/bibliography';
import { bestMatch, matchKeys, matchLibrary, readSourceText, recordMatchInput, type IngestFormat, type SourceItem } from '../../src/ingest';
import { ingest } from '../../src/ingest/pipeline';
import { refgraph } from '../support/built-cli';
import { matchingPairs, paperRecord, pairRecord, tally } from '../support/matching-pairs';
import { closeServices, emptyStores, openEmptyStores, TestStores } from './harness';

const SUITE = 'match-library';

async function* items(list: SourceItem[]): AsyncGenerator<SourceItem> {
  yield* list;
}

const STORED = [
  { kind: 'paper', id: 'shannon1948', title: 'A Mathematical Theory of Communication', year: 1948, authors: ['Claude E. Shannon'], venue: 'Bell System Technical Journal', abstract: 'Stored abstract.' },
  { kind: 'paper', id: 'lecun2015', title: 'Deep learning', year: 2015, authors: ['Yann LeCun', 'Yoshua Bengio'], doi: '10.1038/nature14539' },
  { kind: 'paper', id: 'smith2020', title: 'Soil Microbial Diversity Under Long-Term No-Till Management', year: 2020, authors: ['John Smith'] },
];

const LIBRARY = `@article{shannon_1948,
  title = {A mathematical theory of communication},
  author = {Shannon, Claude E.},
  journal = {The Bell System Technical Journal},
  volume = {27}, number = {3}, pages = {379--423}, year = {1948},
  doi = {10.1002/j.1538-7305.1948.tb01338.x}
}

@article{lecun_deep,
  title = {Deep Learning},
  author = {LeCun, Yann and Bengio, Yoshua and Hinton, Geoffrey},
  journal = {Nature}, volume = {521}, year = {2015},
  doi = {10.1038/NATURE14539}
}

@article{lecun_again,
  title = {Deep learning},
  author = {LeCun, Y.},
  year = {2015},
  doi = {10.1038/nature14539}
}

@article{smith2020,
  title = {Nitrogen Leaching in Irrigated Maize Systems},
  author = {Smith, John},
  year = {2020}
}

@misc{kingma2014adam,
  title = {Adam: A Method for Stochastic Optimization},
  author = {Kingma, Diederik P. and Ba, Jimmy},
  year = {2014}, eprint = {1412.6980}, archiveprefix = {arXiv}
}
`;

describe('matching a library to the stored papers', () => {
  let stores: TestStores;
  const ingestText = (format: IngestFormat, text: string) => ingest(stores.targets, items(readSourceText(format, text)), { name: 'inline', format });

  beforeAll(async () => {
    stores = await openEmptyStores(SUITE);
  });
  afterAll(async () => closeServices(stores.services));

  describe('inside ingestion', () => {
    beforeAll(async () => {
      const report = await ingest(stores.targets, items(STORED.map((value, i) => ({ line: i + 1, value }))), { name: 'stored', format: 'jsonl' });
      expect(report.errors).toEqual([]);
    });

    it('enriches the papers it matches, refuses a second entry of one paper and a key naming another, and adds the rest', async () => {
      const report = await ingestText('bibtex', LIBRARY);
      expect(report.matches).toEqual([
        { line: 1, recordId: 'shannon_1948', paperId: 'shannon1948', method: 'title-year-author' },
        { line: 9, recordId: 'lecun_deep', paperId: 'lecun2015', method: 'doi' },
      ]);
      expect(report.errors).toEqual([
        expect.objectContaining({ line: 16, recordId: 'lecun_again', code: 'INVALID_VALUE', message: expect.stringContaining('the same paper as the entry at line 9') }),
        expect.objectContaining({ line: 23, recordId: 'smith2020', field: 'id', code: 'CONFLICT', message: expect.stringContaining('names the stored paper "Soil Microbial Diversity') }),
      ]);
      const [shannon, lecun, adam] = await exportPapers(stores.services.prisma, ['shannon1948', 'lecun2015', 'kingma2014adam']);
      // Filled where it was empty, kept where it was not.
      expect(shannon).toMatchObject({ title: 'A Mathematical Theory of Communication', venue: 'Bell System Technical Journal', abstract: 'Stored abstract.', volume: '27', issue: '3', pages: '379-423', doi: '10.1002/j.1538-7305.1948.tb01338.x' });
      expect(lecun).toMatchObject({ title: 'Deep learning', venue: 'Nature', volume: '521', authors: [{ family: 'LeCun', given: 'Yann' }, { family: 'Bengio', given: 'Yoshua' }] });
      expect(adam).toMatchObject({ type: 'preprint', arxivId: '1412.6980' });
      expect(await stores.services.prisma.paper.count()).toBe(4);
      expect(await stores.services.prisma.paper.count({ where: { id: { in: ['shannon_1948', 'lecun_deep'] } } })).toBe(0);
    });

    it('changes nothing when the same library comes again', async () => {
      const before = await exportPapers(stores.services.prisma, ['shannon1948', 'lecun2015', 'kingma2014adam', 'smith2020']);
      const report = await ingestText('bibtex', LIBRARY);
      expect(report.matches.map((m) => [m.recordId, m.paperId, m.method])).toEqual([
        ['shannon_1948', 'shannon1948', 'doi'],
        ['lecun_deep', 'lecun2015', 'doi'],
        ['kingma2014adam', 'kingma2014adam', 'external-id'],
      ]);
      expect(await stores.services.prisma.paper.count()).toBe(4);
      expect(await exportPapers(stores.services.prisma, ['shannon1948', 'lecun2015', 'kingma2014adam', 'smith2020'])).toEqual(before);
    });

    it('matches CSL-JSON, RIS and Crossref items as well, and lands OpenAlex references on the paper a work matched', async () => {
      const csl = [{ id: 'ITEM-1', type: 'article-journal', title: 'Soil microbial diversity under long-term no-till management', author: [{ family: 'Smith', given: 'John' }], 'container-title': 'Soil Biology and Biochemistry', volume: '148', issued: { 'date-parts': [[2020]] } }];
      expect((await ingestText('csl-json', JSON.stringify(csl))).matches).toEqual([{ line: 1, recordId: 'ITEM-1', paperId: 'smith2020', method: 'title-year-author' }]);
      const ris = 'TY  - JOUR\r\nAU  - Shannon, C. E.\r\nTI  - A Mathematical Theory of Communication\r\nPY  - 1948\r\nDO  - 10.1002/j.1538-7305.1948.tb01338.x\r\nER  - \r\n';
      expect((await ingestText('ris', ris)).matches.map((m) => m.paperId)).toEqual(['shannon1948']);
      const crossref = { message: { DOI: '10.1038/nature14539', type: 'journal-article', title: ['Deep learning'], issue: '7553', issued: { 'date-parts': [[2015]] } } };
      expect((await ingestText('crossref', JSON.stringify(crossref))).matches.map((m) => m.paperId)).toEqual(['lecun2015']);
      const [smith, lecun] = await exportPapers(stores.services.prisma, ['smith2020', 'lecun2015']);
      expect(smith).toMatchObject({ venue: 'Soil Biology and Biochemistry', volume: '148' });
      expect(lecun).toMatchObject({ issue: '7553', volume: '521' });

      const works = [
        { id: 'https://openalex.org/W1', doi: 'https://doi.org/10.1038/nature14539', title: 'Deep learning', publication_year: 2015, referenced_works: ['https://openalex.org/W2'] },
        { id: 'https://openalex.org/W2', title: 'A Mathematical Theory of Communication', publication_year: 1948, authorships: [{ author: { display_name: 'Claude E. Shannon' } }] },
      ];
      const report = await ingest(stores.targets, items(works.map((value, i) => ({ line: i + 1, value }))), { name: 'works', format: 'openalex' });
      expect(report.errors).toEqual([]);
      expect(report.matches.map((m) => [m.recordId, m.paperId])).toEqual([['W1', 'lecun2015'], ['W2', 'shannon1948']]);
      expect(await stores.services.prisma.citation.findMany({ select: { citingId: true, citedId: true } })).toEqual([{ citingId: 'lecun2015', citedId: 'shannon1948' }]);
    });
  });

  describe('the labelled pairs through PostgreSQL', () => {
    const { stored, pairs } = matchingPairs();

    beforeAll(async () => {
      await emptyStores(stores.services);
      const report = await ingest(stores.targets, items(stored.map((value, i) => ({ line: i + 1, value }))), { name: 'matching-pairs stored', format: 'jsonl' });
      expect(report.errors).toEqual([]);
    });

    it('decides each pair as the rule does against the whole store: the candidate search loses no match', async () => {
      const pool = stored.map((value) => matchKeys(recordMatchInput(paperRecord(value))));
      const decisions = [];
      for (const pair of pairs) {
        const [entry] = await matchLibrary(stores.services.prisma, pair.format as 'bibtex' | 'ris' | 'csl-json', pair.entry);
        const matched = entry!.status === 'held' ? entry!.paperId : null;
        expect(matched).toBe(bestMatch(matchKeys(recordMatchInput(pairRecord(pair))), pool)?.paperId ?? null);
        decisions.push({ truth: pair.paper, matched });
      }
      expect(tally(decisions).precision).toBeGreaterThanOrEqual(0.99);
    });

    it('writes nothing, and reports an unreadable entry with its line while matching the others', async () => {
      const papers = await stores.services.prisma.paper.count();
      const [first, second] = pairs.filter((p) => p.format === 'bibtex' && p.paper !== null);
      const text = `${first!.entry}\n@article{broken,\n  title = {No closing brace\n\n${second!.entry}`;
      const entries = await matchLibrary(stores.services.prisma, 'bibtex', text);
      expect(entries.map((e) => e.status)).toEqual(['held', 'invalid', 'held']);
      expect(entries[1]).toMatchObject({ status: 'invalid', key: 'broken', errors: [expect.objectContaining({ line: 11, field: '(entry)', code: 'INVALID_VALUE' })] });
      expect(await stores.services.prisma.paper.count()).toBe(papers);
    });

    it('prints the same through `refgraph match`', async () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'refgraph-match-'));
      try {
        const file = path.join(dir, 'library.bib');
        writeFileSync(file, `${pairs[0]!.entry}\n${pairs.find((p) => p.paper === null && p.format === 'bibtex')!.entry}`);
        const run = await refgraph(['match', file], { ...process.env, REFGRAPH_ES_INDEX_PREFIX: `test-${SUITE}` });
        expect(run.stderr).toContain(`${file}: 2 entries, 1 held, 1 missing, 0 invalid`);
        expect(run.stdout).toMatch(/^line 1 +HELD +lecun_deep_2015 → lecun2015deep by doi: Deep learning \(2015\)$/m);
        expect(run.stdout).toMatch(/MISSING +goodfellow2016deep: Deep Learning \(2016\)/);
        expect(run.stderr).toContain('held: lecun2015deep');
        expect(run.status).toBe(0);
        const json = await refgraph(['match', file, '--format', 'bibtex', '--json'], { ...process.env, REFGRAPH_ES_INDEX_PREFIX: `test-${SUITE}` });
        expect(JSON.parse(json.stdout)[0]).toMatchObject({ line: 1, status: 'held', key: 'lecun_deep_2015', paperId: 'lecun2015deep', method: 'doi', record: { title: 'Deep learning', doi: '10.1038/nature14539' } });
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    });
  });
});
