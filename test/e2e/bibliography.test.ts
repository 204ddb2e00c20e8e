/**
 * preselectBibliography and exportCitations over HTTP, on the real engines and encoder. The corpus is
 * the evaluation fixture (papers with known references) plus papers whose BibTeX needs care.
 */
import { Cite } from '@citation-js/core';
import '@citation-js/plugin-ris';
import { parse } from '@retorquere/bibtex-parser';
import { ingest } from '../../src/ingest/pipeline';
import { readJsonLines } from '../../src/common/json-lines';
import { startServer, RunningServer } from '../../src/api/server';
import { repoPath } from '../../src/common/repo-path';
import { closeServices, openEmptyStores, OPEN_DEMO, TestStores } from '../integration/harness';

const FIXTURES = ['eval-corpus.jsonl', 'bibtex-corpus.jsonl'].map((name) => repoPath('test', 'fixtures', name));
/** A small cap, so that the refusal above it is cheap to trigger. */
const CAP = 20;

interface Response {
  data?: Record<string, any>;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}
interface Entry {
  rank: number;
  score: number;
  sources: string[];
  paper: { id: string; year: number };
}

describe('bibliography API', () => {
  let stores: TestStores;
  let server: RunningServer;

  const query = async (text: string, variables: Record<string, unknown> = {}): Promise<Response> => {
    const response = await fetch(server.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: text, variables }) });
    return (await response.json()) as Response;
  };
  const PRESELECT = `query($query: BibliographyQueryInput!, $first: Int!, $before: Year) {
    preselectBibliography(query: $query, first: $first, before: $before) {
      maxYear fusion stages { stage candidates } entries { rank score sources paper { id year } } } }`;
  const preselect = async (variables: Record<string, unknown>) => {
    const result = await query(PRESELECT, variables);
    expect(result.errors).toBeUndefined();
    return result.data!.preselectBibliography as { maxYear: number | null; fusion: string; stages: { stage: string }[]; entries: Entry[] };
  };
  const errorOf = async (text: string, variables: Record<string, unknown> = {}) => {
    const result = await query(text, variables);
    expect(result.errors).toHaveLength(1);
    return result.errors![0]!;
  };

  beforeAll(async () => {
    stores = await openEmptyStores('bibliography', { ...process.env, ...OPEN_DEMO, REFGRAPH_BIBLIOGRAPHY_MAX_SIZE: String(CAP) });
    for (const file of FIXTURES) expect((await ingest(stores.targets, readJsonLines(file), { name: file, format: 'jsonl' })).errors).toEqual([]);
    server = await startServer(stores.services, { port: 0 });
  });
  afterAll(async () => {
    await server.stop();
    await closeServices(stores.services);
  });

  it("finds a paper's references from its title alone, within a subset the size of its reference list", async () => {
    // levy2015improving cites bengio2003neural, mikolov2013distributed and pennington2014glove.
    const levy = await preselect({ query: { title: 'Improving Distributional Similarity with Lessons Learned from Word Embeddings' }, first: 3, before: 2015 });
    expect(levy.entries.map((e) => e.paper.id).sort()).toEqual(['bengio2003neural', 'mikolov2013distributed', 'pennington2014glove']);
    // hughes2017global cites hughes2003reefs and hoeghguldberg2007reefs.
    const hughes = await preselect({ query: { title: 'Global Warming and Recurrent Mass Bleaching of Corals' }, first: 3, before: 2017 });
    expect(hughes.entries.map((e) => e.paper.id)).toEqual(expect.arrayContaining(['hughes2003reefs', 'hoeghguldberg2007reefs']));
    expect(hughes.stages.map((s) => s.stage)).toEqual(['bm25', 'dense', 'popular', 'graph', 'filters', 'features', 'fusion']);
  });

  it('says which retrievers found each paper, ranks best first, and uses abstract and keywords', async () => {
    const result = await preselect({ query: { title: 'Coral reefs', abstract: 'Bleaching under ocean warming.', keywords: ['climate change'] }, first: 10, before: 2017 });
    expect(result.entries.map((e) => e.rank)).toEqual(result.entries.map((_, i) => i + 1));
    for (let i = 1; i < result.entries.length; i += 1) expect(result.entries[i]!.score).toBeLessThanOrEqual(result.entries[i - 1]!.score);
    for (const entry of result.entries) expect(['BM25', 'DENSE', 'GRAPH']).toEqual(expect.arrayContaining(entry.sources));
    const sources = new Set(result.entries.flatMap((e) => e.sources));
    expect([...sources].sort()).toEqual(['BM25', 'DENSE', 'GRAPH']);
    expect(result.entries[0]!.sources).toContain('BM25');
  });

  it('keeps to papers published before `before`; without it, any year', async () => {
    const before = await preselect({ query: { title: 'Coral reefs and climate change' }, first: CAP, before: 2007 });
    expect(before.maxYear).toBe(2006);
    expect(before.entries.length).toBeGreaterThan(0);
    for (const entry of before.entries) expect(entry.paper.year).toBeLessThan(2007);
    const any = await preselect({ query: { title: 'Coral reefs and climate change' }, first: CAP });
    expect(any.maxYear).toBeNull();
    expect(any.entries.map((e) => e.paper.id)).toContain('hughes2017global');
  });

  it('refuses an empty title or a size below 1 (INVALID_ARGUMENT) and a size above the cap (QUERY_TOO_LARGE)', async () => {
    const empty = await errorOf(PRESELECT, { query: { title: '  ' }, first: 5 });
    expect(empty.extensions).toMatchObject({ code: 'INVALID_ARGUMENT', argument: 'query.title' });
    const zero = await errorOf(PRESELECT, { query: { title: 'reefs' }, first: 0 });
    expect(zero.extensions).toMatchObject({ code: 'INVALID_ARGUMENT', argument: 'first' });
    const tooMany = await errorOf(PRESELECT, { query: { title: 'reefs' }, first: CAP + 1 });
    expect(tooMany.extensions).toEqual({ code: 'QUERY_TOO_LARGE', argument: 'first', value: CAP + 1, cap: CAP, setting: 'REFGRAPH_BIBLIOGRAPHY_MAX_SIZE', requestId: expect.any(String) });
  });

  const BIBTEX = 'query($ids: [ID!]!) { exportCitations(paperIds: $ids, format: BIBTEX) { text entries { paperId key type } } }';

  it('renders BibTeX that a parser reads back whole', async () => {
    const ids = ['puig2018economia', 'zz-smith-deep', 'aa-smith-deep', 'levy2015improving', 'zz-smith-deep'];
    const result = await query(BIBTEX, { ids });
    expect(result.errors).toBeUndefined();
    const { text: bibtex, entries } = result.data!.exportCitations;
    expect(entries).toEqual([
      { paperId: 'levy2015improving', key: 'levy2015improving', type: 'article' },
      { paperId: 'puig2018economia', key: 'puigicadafalch2018economia', type: 'article' },
      { paperId: 'aa-smith-deep', key: 'smith2018deepa', type: 'article' },
      { paperId: 'zz-smith-deep', key: 'smith2018deepb', type: 'inproceedings' },
    ]);
    const parsed = parse(bibtex, { sentenceCase: false, caseProtection: false });
    expect(parsed.errors).toEqual([]);
    const fields = (key: string) => parsed.entries.find((e) => e.key === key)!.fields;
    expect(fields('puigicadafalch2018economia')).toEqual({
      // A surname with a lower-case word inside is written "Last, First", braced (docs/bibliography.md).
      author: ['Puig i Cadafalch, Joan', 'Núria Ribó'],
      title: ["L'economia blava a la Mediterrània: pesca & turisme {sostenible}"],
      journal: ["Revista d'Economia & Mar"],
      year: ['2018'],
      doi: ['10.1234/eco_blava.2018'],
    });
    expect(fields('smith2018deepb')).toEqual({
      author: ['Smith, Jr., John'],
      title: ['Deep_Learning at 100% of $cale: the #1 approach'],
      booktitle: ['NeurIPS'],
      year: ['2018'],
      eprint: ['1801.00001'],
      archiveprefix: ['arXiv'],
    });
    expect(fields('smith2018deepa').author).toEqual(['Jane Smith', 'ENCODE Project Consortium']);
  });

  it('names unknown papers (NOT_FOUND) and refuses an empty list or more ids than the cap', async () => {
    const unknown = await errorOf(BIBTEX, { ids: ['levy2015improving', 'nope-1', 'nope-2'] });
    expect(unknown.message).toBe('papers not found: nope-1, nope-2');
    expect(unknown.extensions).toMatchObject({ code: 'NOT_FOUND', ids: ['nope-1', 'nope-2'] });
    expect((await errorOf(BIBTEX, { ids: [] })).extensions).toMatchObject({ code: 'INVALID_ARGUMENT', argument: 'paperIds' });
    const tooMany = await errorOf(BIBTEX, { ids: Array.from({ length: CAP + 1 }, (_, i) => `p${i}`) });
    expect(tooMany.extensions).toMatchObject({ code: 'QUERY_TOO_LARGE', argument: 'paperIds', cap: CAP });
  });

  const EXPORT = 'query($ids: [ID!]!, $format: CitationFormat!) { exportCitations(paperIds: $ids, format: $format) { format mediaType fileExtension text entries { paperId key type } } }';
  const exportOf = async (format: string, ids: string[]) => {
    const result = await query(EXPORT, { ids, format });
    expect(result.errors).toBeUndefined();
    return result.data!.exportCitations as { format: string; mediaType: string; fileExtension: string; text: string; entries: { paperId: string; key: string; type: string }[] };
  };
  const IDS = ['puig2018economia', 'zz-smith-deep', 'hahn1939uran', 'aa-smith-deep', 'zz-smith-deep'];
  const KEYS = ['hahn1939nachweis', 'puigicadafalch2018economia', 'smith2018deepa', 'smith2018deepb'];
  const cslItems = (text: string, forceType?: string) =>
    new Cite(text, forceType === undefined ? {} : { forceType }).data.map(({ _graph, ...item }) => item as Record<string, any>);

  it('exports the same papers as BibTeX, RIS and CSL-JSON with the same keys, each read back by its parser', async () => {
    const bibtex = await exportOf('BIBTEX', IDS);
    expect(bibtex).toMatchObject({ format: 'BIBTEX', mediaType: 'application/x-bibtex', fileExtension: 'bib' });
    expect(bibtex.entries.map((e) => e.key)).toEqual(KEYS);
    expect(bibtex.text).toBe((await query(BIBTEX, { ids: IDS })).data!.exportCitations.text);
    const fromBibtex = parse(bibtex.text, { sentenceCase: false, caseProtection: false });
    expect(fromBibtex.errors).toEqual([]);
    expect(fromBibtex.entries.find((e) => e.key === 'hahn1939nachweis')!.fields.author).toEqual(['Otto Hahn', 'Fritz Straßmann']);

    const ris = await exportOf('RIS', IDS);
    expect(ris).toMatchObject({ format: 'RIS', mediaType: 'application/x-research-info-systems', fileExtension: 'ris' });
    expect(ris.entries).toEqual([
      { paperId: 'hahn1939uran', key: 'hahn1939nachweis', type: 'JOUR' },
      { paperId: 'puig2018economia', key: 'puigicadafalch2018economia', type: 'JOUR' },
      { paperId: 'aa-smith-deep', key: 'smith2018deepa', type: 'JOUR' },
      { paperId: 'zz-smith-deep', key: 'smith2018deepb', type: 'CPAPER' },
    ]);
    const fromRis = cslItems(ris.text, '@ris/file');
    expect(fromRis.map((item) => item.id)).toEqual(KEYS);

    const csl = await exportOf('CSL_JSON', IDS);
    expect(csl).toMatchObject({ format: 'CSL_JSON', mediaType: 'application/vnd.citationstyles.csl+json', fileExtension: 'json' });
    expect(csl.entries.map((e) => e.type)).toEqual(['article-journal', 'article-journal', 'article-journal', 'paper-conference']);
    const fromCsl = cslItems(csl.text);
    expect(fromCsl).toEqual(JSON.parse(csl.text));

    // Every field of the stored papers, non-ASCII included, is the same whichever way it came.
    const puig = {
      id: 'puigicadafalch2018economia',
      type: 'article-journal',
      title: "L'economia blava a la Mediterrània: pesca & turisme {sostenible}",
      author: [
        { family: 'Puig i Cadafalch', given: 'Joan' },
        { family: 'Ribó', given: 'Núria' },
      ],
      'container-title': "Revista d'Economia & Mar",
      issued: { 'date-parts': [[2018]] },
      DOI: '10.1234/eco_blava.2018',
      abstract: "Revisa l'economia blava.",
      language: 'ca',
    };
    expect(fromCsl.find((item) => item.id === puig.id)).toEqual(puig);
    expect(fromRis.find((item) => item.id === puig.id)).toEqual(puig);
    const hahn = fromCsl.find((item) => item.id === 'hahn1939nachweis')!;
    expect(hahn).toMatchObject({ author: [{ family: 'Hahn', given: 'Otto' }, { family: 'Straßmann', given: 'Fritz' }], language: 'de', 'container-title': 'Naturwissenschaften' });
    expect(fromRis.find((item) => item.id === 'hahn1939nachweis')).toEqual(hahn);
    expect(fromCsl.find((item) => item.id === 'smith2018deepb')).toEqual({
      id: 'smith2018deepb',
      type: 'paper-conference',
      title: 'Deep_Learning at 100% of $cale: the #1 approach',
      author: [{ family: 'Smith', given: 'John', suffix: 'Jr.' }],
      'container-title': 'NeurIPS',
      issued: { 'date-parts': [[2018]] },
      URL: 'https://arxiv.org/abs/1801.00001',
      abstract: 'Scaling.',
      language: 'en',
    });
  });

  it('keeps the order of the ids given with order: GIVEN, in every format, with the same keys', async () => {
    const ORDERED = 'query($ids: [ID!]!, $format: CitationFormat!) { exportCitations(paperIds: $ids, format: $format, order: GIVEN) { text entries { paperId key } } }';
    const keyOf = new Map((await exportOf('BIBTEX', IDS)).entries.map((e) => [e.paperId, e.key]));
    const given = ['puig2018economia', 'zz-smith-deep', 'hahn1939uran', 'aa-smith-deep']; // IDS, the second zz-smith-deep left out
    for (const format of ['BIBTEX', 'RIS', 'CSL_JSON']) {
      const result = await query(ORDERED, { ids: IDS, format });
      expect(result.errors).toBeUndefined();
      const file = result.data!.exportCitations as { text: string; entries: { paperId: string; key: string }[] };
      expect(file.entries).toEqual(given.map((paperId) => ({ paperId, key: keyOf.get(paperId) })));
      const keysInText = format === 'BIBTEX' ? parse(file.text).entries.map((e) => e.key) : cslItems(file.text, format === 'RIS' ? '@ris/file' : undefined).map((item) => item.id as string);
      expect(keysInText).toEqual(given.map((paperId) => keyOf.get(paperId)));
    }
  });

  it('refuses unknown papers, an empty list, too many ids and an unknown format', async () => {
    const unknown = await errorOf(EXPORT, { ids: ['levy2015improving', 'nope-1'], format: 'RIS' });
    expect(unknown.extensions).toMatchObject({ code: 'NOT_FOUND', ids: ['nope-1'] });
    expect((await errorOf(EXPORT, { ids: [], format: 'CSL_JSON' })).extensions).toMatchObject({ code: 'INVALID_ARGUMENT', argument: 'paperIds' });
    const tooMany = await errorOf(EXPORT, { ids: Array.from({ length: CAP + 1 }, (_, i) => `p${i}`), format: 'RIS' });
    expect(tooMany.extensions).toMatchObject({ code: 'QUERY_TOO_LARGE', argument: 'paperIds', cap: CAP });
    const format = await query(EXPORT, { ids: ['levy2015improving'], format: 'ENDNOTE' });
    expect(format.errors?.[0]?.message).toMatch(/CitationFormat/);
  });
});
