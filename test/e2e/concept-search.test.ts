/** conceptSearch over HTTP, on the real engines and encoder, on papers whose languages were detected at ingestion. */
import { ingest } from '../../src/ingest/pipeline';
import { readJsonLines } from '../../src/common/json-lines';
import { RunningServer, startServer } from '../../src/api/server';
import { repoPath } from '../../src/common/repo-path';
import { closeServices, graphqlClient, openEmptyStores, OPEN_DEMO, TestStores } from '../integration/harness';

/** Four concepts (nuclear energy, cancer immunotherapy, blue economy, machine translation) in Catalan, Spanish and English, a French nuclear paper, a title alone. */
const FIXTURE = repoPath('test', 'fixtures', 'concept-corpus.jsonl');

interface Hit {
  rank: number;
  language: string | null;
  score: number;
  cosine: number | null;
  threshold: number | null;
  passed: boolean | null;
  paper: { id: string };
}

describe('conceptSearch', () => {
  let stores: TestStores;
  let server: RunningServer;
  const query = graphqlClient(() => server.url);

  beforeAll(async () => {
    stores = await openEmptyStores('concepts', { ...process.env, ...OPEN_DEMO });
    await ingest(stores.targets, readJsonLines(FIXTURE), { name: FIXTURE, format: 'jsonl' });
    server = await startServer(stores.services, { port: 0 });
  });
  afterAll(async () => {
    await server.stop();
    await closeServices(stores.services);
  });

  const search = async (args: string, fields = 'rank language score cosine threshold passed paper { id }') => {
    const result = await query(`{ conceptSearch(${args}) { totalCount passedCount model languages edges { cursor node { ${fields} } } pageInfo { hasNextPage hasPreviousPage endCursor } } }`);
    expect(result.errors).toBeUndefined();
    const connection = result.data!.conceptSearch;
    const hits: Hit[] = connection.edges.map((e: { node: Hit }) => e.node);
    return { ...connection, hits } as { hits: Hit[]; totalCount: number; passedCount: number | null; model: string | null; pageInfo: Record<string, unknown> & { endCursor: string } };
  };
  const ids = (hits: Hit[]) => hits.map((h) => h.paper.id);

  it.each(['DENSE', 'HYBRID'])('%s: a Spanish query finds the Catalan and English papers on the concept cross-lingually, and not monolingually', async (mode) => {
    const crossLingual = await search(`query: "energía nuclear", languages: [ES], crossLingual: true, mode: ${mode}, first: 3`);
    expect(ids(crossLingual.hits).sort()).toEqual(['nuclear-ca', 'nuclear-en', 'nuclear-es']);
    expect(crossLingual.hits[0]!.paper.id).toBe('nuclear-es');

    const monolingual = await search(`query: "energía nuclear", languages: [ES], mode: ${mode}, first: 100`);
    expect(ids(monolingual.hits)[0]).toBe('nuclear-es');
    expect(ids(monolingual.hits)).not.toContain('nuclear-ca');
    expect(ids(monolingual.hits)).not.toContain('nuclear-en');
    expect(new Set(monolingual.hits.map((h) => h.language))).toEqual(new Set(['ES']));
    expect(monolingual.totalCount).toBe(4);
  });

  it('LEXICAL: BM25 through the query language analyzers; monolingual keeps the query language only', async () => {
    // The Spanish analyzer stems 'nuclear' and 'nucleares' alike; the English and Catalan papers share the word 'nuclear'.
    const monolingual = await search('query: "energía nuclear", languages: [ES], mode: LEXICAL');
    expect(ids(monolingual.hits)).toEqual(['nuclear-es']);
    expect(monolingual.hits[0]).toMatchObject({ cosine: null, threshold: null });
    expect(monolingual.model).toBeNull();
    const crossLingual = await search('query: "energía nuclear", languages: [ES], crossLingual: true, mode: LEXICAL');
    expect(ids(crossLingual.hits)).toEqual(expect.arrayContaining(['nuclear-es', 'nuclear-en', 'nuclear-ca']));
  });

  it('marks each hit passed or not by its cosine against a given threshold', async () => {
    const result = await search('query: "economia blava", languages: [CA], crossLingual: true, mode: DENSE, threshold: 0.8');
    expect(result.model).toBe('multilingual-e5-small');
    for (const hit of result.hits) expect(hit).toMatchObject({ threshold: 0.8, passed: hit.cosine! >= 0.8, score: hit.cosine });
    expect(result.passedCount).toBe(result.hits.filter((h) => h.passed).length);
    expect(result.hits[0]!.paper.id).toBe('blue-ca');
    expect(result.hits[0]!.passed).toBe(true);
  });

  it('counts the passing hits by language, year and field of study, each with its total; without a threshold, all hits', async () => {
    const facetsOf = async (args: string) => {
      const result = await query(`{ conceptSearch(${args}, first: 1) {
        totalCount passedCount thresholdScore
        facets { languages { language count total } years { year count total } fieldsOfStudy { fieldOfStudy count total } } } }`);
      expect(result.errors).toBeUndefined();
      return result.data!.conceptSearch;
    };
    const thresholded = await facetsOf('query: "energía nuclear", languages: [ES], crossLingual: true, mode: DENSE, threshold: 0.85');
    expect(thresholded).toMatchObject({ totalCount: 14, passedCount: 4, thresholdScore: 'COSINE' });
    expect(thresholded.facets.languages).toEqual([
      { language: 'CA', count: 1, total: 4 },
      { language: 'EN', count: 1, total: 4 },
      { language: 'ES', count: 1, total: 4 },
      { language: 'FR', count: 1, total: 1 },
    ]);
    expect(thresholded.facets.fieldsOfStudy).toEqual([{ fieldOfStudy: 'Energy', count: 4, total: 4 }]);
    expect(thresholded.facets.years.reduce((n: number, y: { count: number }) => n + y.count, 0)).toBe(4);

    const all = await facetsOf('query: "energía nuclear", languages: [ES], crossLingual: true, mode: DENSE');
    expect(all).toMatchObject({ totalCount: 14, passedCount: null, thresholdScore: null });
    // Never calibrated here: no relevance floor, every paper found counts, exactly (14 papers, fewer than the depth).
    const counted = await query('{ conceptSearch(query: "energía nuclear", languages: [ES], crossLingual: true, mode: DENSE, first: 1) { totalCount totalCountRelation relevanceFloor facets { yearRanges { from to count total } } } }');
    expect(counted.errors).toBeUndefined();
    expect(counted.data!.conceptSearch).toMatchObject({ totalCount: 14, totalCountRelation: 'EXACT', relevanceFloor: null });
    const ranges = counted.data!.conceptSearch.facets.yearRanges as { from: number; to: number; count: number }[];
    expect(ranges.reduce((n, r) => n + r.count, 0)).toBe(14);
    for (const range of ranges) {
      const filtered = await query(`{ conceptSearch(query: "energía nuclear", languages: [ES], crossLingual: true, mode: DENSE, filter: { yearFrom: ${range.from}, yearTo: ${range.to} }) { totalCount } }`);
      expect(filtered.data!.conceptSearch.totalCount).toBe(range.count);
    }
    expect(all.facets.languages).toEqual([
      { language: 'CA', count: 4, total: 4 },
      { language: 'EN', count: 4, total: 4 },
      { language: 'ES', count: 4, total: 4 },
      { language: 'FR', count: 1, total: 1 },
      { language: 'UND', count: 1, total: 1 },
    ]);
    expect(all.facets.years.map((y: { year: number }) => y.year)).toEqual([1994, 2015, 2017, 2018, 2019, 2020, 2021, 2022, 2023]);
  });

  it('passedOnly returns and pages the passing hits only, with the same facets', async () => {
    const args = 'query: "energía nuclear", languages: [ES], crossLingual: true, mode: DENSE, threshold: 0.85';
    const marked = await search(`${args}, first: 100`);
    const passing = marked.hits.filter((h) => h.passed);
    const first = await search(`${args}, passedOnly: true, first: 2`);
    expect(first).toMatchObject({ totalCount: passing.length, passedCount: passing.length, pageInfo: { hasNextPage: true } });
    const rest = await search(`${args}, passedOnly: true, first: 100, after: "${first.pageInfo.endCursor}"`);
    expect(ids([...first.hits, ...rest.hits])).toEqual(ids(passing));
    expect([...first.hits, ...rest.hits].map((h) => h.rank)).toEqual(passing.map((_, i) => i + 1));
    expect([...first.hits, ...rest.hits].every((h) => h.passed)).toBe(true);
    // A cursor of the marked search does not page the passing-only one.
    const mixed = await query(`{ conceptSearch(${args}, passedOnly: true, after: "${marked.pageInfo.endCursor}") { totalCount } }`);
    expect(mixed.errors?.[0]).toMatchObject({ extensions: { code: 'INVALID_ARGUMENT', argument: 'after' } });
  });

  it("filters by a facet's values: languages (UND for undetermined, null for none), a year range, fields of study (any case)", async () => {
    const args = 'query: "energía nuclear", languages: [ES], crossLingual: true, mode: DENSE';
    const byLanguage = await search(`${args}, filter: { languages: [CA, FR] }, first: 100`);
    expect(new Set(byLanguage.hits.map((h) => h.language))).toEqual(new Set(['CA', 'FR']));
    expect(byLanguage.totalCount).toBe(5);
    const undetermined = await search(`${args}, filter: { languages: [UND] }, first: 100`);
    expect(ids(undetermined.hits)).toEqual(['okapi-title-only']);
    // null still names papers stored without any language (before ingestion labelled them UND): none here.
    expect((await search(`${args}, filter: { languages: [null] }, first: 100`)).hits).toEqual([]);

    const field = await query(`{ conceptSearch(${args}, filter: { fieldsOfStudy: ["energy"], yearFrom: 2019, yearTo: 2022 }, first: 100) {
      totalCount edges { node { paper { id year fieldsOfStudy } } } facets { fieldsOfStudy { fieldOfStudy count } years { year } } } }`);
    expect(field.errors).toBeUndefined();
    const papers = field.data!.conceptSearch.edges.map((e: { node: { paper: { year: number; fieldsOfStudy: string[] } } }) => e.node.paper);
    expect(papers.length).toBeGreaterThan(0);
    for (const paper of papers) {
      expect(paper.fieldsOfStudy).toContain('Energy');
      expect(paper.year).toBeGreaterThanOrEqual(2019);
      expect(paper.year).toBeLessThanOrEqual(2022);
    }
    expect(field.data!.conceptSearch.facets.fieldsOfStudy).toEqual([{ fieldOfStudy: 'Energy', count: papers.length }]);

    // Every facet value of the unfiltered search, given back as a filter, returns exactly the hits it counted.
    const facets = (await query(`{ conceptSearch(${args}, first: 1) { facets { languages { language count } fieldsOfStudy { fieldOfStudy count } } } }`)).data!.conceptSearch.facets;
    for (const { language, count } of facets.languages) expect((await search(`${args}, filter: { languages: [${language ?? 'null'}] }`)).totalCount).toBe(count);
    for (const { fieldOfStudy, count } of facets.fieldsOfStudy) expect((await search(`${args}, filter: { fieldsOfStudy: [${JSON.stringify(fieldOfStudy)}] }`)).totalCount).toBe(count);
  });

  it('pages with cursors that belong to their search', async () => {
    const args = 'query: "cancer", languages: [EN], crossLingual: true, mode: HYBRID';
    const all = await search(`${args}, first: 100`);
    const first = await search(`${args}, first: 5`);
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const second = await search(`${args}, first: 100, after: "${first.pageInfo.endCursor}"`);
    expect(second.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    expect([...first.hits, ...second.hits]).toEqual(all.hits);
    expect(second.hits[0]!.rank).toBe(6);
    const other = await query(`{ conceptSearch(query: "cancer", languages: [CA], after: "${first.pageInfo.endCursor}") { totalCount } }`);
    expect(other.errors?.[0]).toMatchObject({ extensions: { code: 'INVALID_ARGUMENT', argument: 'after' } });
  });

  it('answers bad input with typed errors', async () => {
    const cases: [string, string][] = [
      ['conceptSearch(query: "  ")', 'INVALID_ARGUMENT'],
      ['conceptSearch(query: "cancer", languages: [XX])', 'GRAPHQL_VALIDATION_FAILED'],
      ['conceptSearch(query: "cancer", languages: [])', 'INVALID_ARGUMENT'],
      ['conceptSearch(query: "cancer", first: 0)', 'INVALID_ARGUMENT'],
      ['conceptSearch(query: "cancer", first: 1000)', 'INVALID_ARGUMENT'],
      ['conceptSearch(query: "cancer", after: "bm9wZQ")', 'INVALID_ARGUMENT'],
      ['conceptSearch(query: "cancer", threshold: 1.5)', 'INVALID_ARGUMENT'],
      ['conceptSearch(query: "cancer", threshold: SOMETIMES)', 'GRAPHQL_VALIDATION_FAILED'],
      ['conceptSearch(query: "cancer", mode: FUZZY)', 'GRAPHQL_VALIDATION_FAILED'],
      ['conceptSearch(query: "cancer", threshold: CALIBRATED)', 'NOT_FOUND'],
      ['conceptSearch(query: "cancer", passedOnly: true)', 'INVALID_ARGUMENT'],
      ['conceptSearch(query: "cancer", filter: { yearFrom: 2020, yearTo: 2000 })', 'INVALID_ARGUMENT'],
      ['conceptSearch(query: "cancer", filter: { yearFrom: 99999 })', 'INVALID_ARGUMENT'],
      ['conceptSearch(query: "cancer", filter: { languages: [] })', 'INVALID_ARGUMENT'],
      ['conceptSearch(query: "cancer", languages: [CA], filter: { languages: [EN] })', 'INVALID_ARGUMENT'],
      ['conceptSearch(query: "cancer", crossLingual: true, filter: { languages: [DE] })', 'INVALID_ARGUMENT'],
      ['conceptSearch(query: "cancer", filter: { fieldsOfStudy: ["Oncolgy"] })', 'INVALID_ARGUMENT'],
    ];
    for (const [field, code] of cases) {
      const result = await query(`{ ${field} { totalCount } }`);
      expect([field, result.errors?.[0]?.extensions?.code]).toEqual([field, code]);
    }
    const unknown = await query('{ conceptSearch(query: "cancer", languages: [EN, FR]) { totalCount } }');
    expect(unknown.errors?.[0]?.message).toBe('languages: no analyzer for FR; supported: EN, ES, CA');
    const field = await query('{ conceptSearch(query: "cancer", filter: { fieldsOfStudy: ["Energy", "Oncolgy"] }) { totalCount } }');
    expect(field.errors?.[0]?.message).toBe("filter.fieldsOfStudy[1]: 'Oncolgy' is not a known field of study; closest: 'Oncology'");
    const calibrated = await query('{ conceptSearch(query: "cancer", threshold: CALIBRATED) { totalCount } }');
    expect(calibrated.errors?.[0]?.message).toMatch(/^no calibrated threshold for model 'multilingual-e5-small': run 'refgraph calibrate/);
  });
});
