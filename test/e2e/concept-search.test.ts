/** conceptSearch over HTTP, on the real engines and encoder, on papers whose languages were detected at ingestion. */
import { ingest } from '../../src/ingest/pipeline';
import { readJsonLines } from '../../src/common/json-lines';
import { RunningServer, startServer } from '../../src/api/server';
import { repoPath } from '../../src/common/repo-path';
import { closeServices, graphqlClient, openEmptyStores, TestStores } from '../integration/harness';

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
    stores = await openEmptyStores('concepts');
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
    const crossLingual = await search(`query: "energía nuclear", languages: ["es"], crossLingual: true, mode: ${mode}, first: 3`);
    expect(ids(crossLingual.hits).sort()).toEqual(['nuclear-ca', 'nuclear-en', 'nuclear-es']);
    expect(crossLingual.hits[0]!.paper.id).toBe('nuclear-es');

    const monolingual = await search(`query: "energía nuclear", languages: ["es"], mode: ${mode}, first: 100`);
    expect(ids(monolingual.hits)[0]).toBe('nuclear-es');
    expect(ids(monolingual.hits)).not.toContain('nuclear-ca');
    expect(ids(monolingual.hits)).not.toContain('nuclear-en');
    expect(new Set(monolingual.hits.map((h) => h.language))).toEqual(new Set(['es']));
    expect(monolingual.totalCount).toBe(4);
  });

  it('LEXICAL: BM25 through the query language analyzers; monolingual keeps the query language only', async () => {
    // The Spanish analyzer stems 'nuclear' and 'nucleares' alike; the English and Catalan papers share the word 'nuclear'.
    const monolingual = await search('query: "energía nuclear", languages: ["es"], mode: LEXICAL');
    expect(ids(monolingual.hits)).toEqual(['nuclear-es']);
    expect(monolingual.hits[0]).toMatchObject({ cosine: null, threshold: null, passed: null });
    expect(monolingual.model).toBeNull();
    const crossLingual = await search('query: "energía nuclear", languages: ["es"], crossLingual: true, mode: LEXICAL');
    expect(ids(crossLingual.hits)).toEqual(expect.arrayContaining(['nuclear-es', 'nuclear-en', 'nuclear-ca']));
  });

  it('marks each hit passed or not by its cosine against a given threshold', async () => {
    const result = await search('query: "economia blava", languages: ["ca"], crossLingual: true, mode: DENSE, threshold: 0.8');
    expect(result.model).toBe('multilingual-e5-small');
    for (const hit of result.hits) expect(hit).toMatchObject({ threshold: 0.8, passed: hit.cosine! >= 0.8, score: hit.cosine });
    expect(result.passedCount).toBe(result.hits.filter((h) => h.passed).length);
    expect(result.hits[0]!.paper.id).toBe('blue-ca');
    expect(result.hits[0]!.passed).toBe(true);
  });

  it('counts all hits by language, year and field of study', async () => {
    const result = await query(`{ conceptSearch(query: "energía nuclear", languages: ["es"], crossLingual: true, mode: DENSE, threshold: 0.85, first: 1) {
      totalCount facets { languages { language count passed } years { year count } fieldsOfStudy { fieldOfStudy count passed } } } }`);
    const { totalCount, facets } = result.data!.conceptSearch;
    expect(totalCount).toBe(14);
    expect(facets.languages).toEqual([
      { language: 'ca', count: 4, passed: 1 },
      { language: 'en', count: 4, passed: 1 },
      { language: 'es', count: 4, passed: 1 },
      { language: 'fr', count: 1, passed: 1 },
      { language: null, count: 1, passed: 0 },
    ]);
    expect(facets.years.map((y: { year: number }) => y.year)).toEqual([1994, 2015, 2017, 2018, 2019, 2020, 2021, 2022, 2023]);
    expect(facets.fieldsOfStudy).toEqual([
      { fieldOfStudy: 'Computer Science', count: 4, passed: 0 },
      { fieldOfStudy: 'Energy', count: 4, passed: 4 },
      { fieldOfStudy: 'Medicine', count: 3, passed: 0 },
      { fieldOfStudy: 'Oncology', count: 3, passed: 0 },
      { fieldOfStudy: 'Economics', count: 3, passed: 0 },
      { fieldOfStudy: 'Oceanography', count: 3, passed: 0 },
    ].sort((a, b) => b.count - a.count || (a.fieldOfStudy < b.fieldOfStudy ? -1 : 1)));
  });

  it('pages with cursors that belong to their search', async () => {
    const args = 'query: "cancer", languages: ["en"], crossLingual: true, mode: HYBRID';
    const all = await search(`${args}, first: 100`);
    const first = await search(`${args}, first: 5`);
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const second = await search(`${args}, first: 100, after: "${first.pageInfo.endCursor}"`);
    expect(second.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    expect([...first.hits, ...second.hits]).toEqual(all.hits);
    expect(second.hits[0]!.rank).toBe(6);
    const other = await query(`{ conceptSearch(query: "cancer", languages: ["ca"], after: "${first.pageInfo.endCursor}") { totalCount } }`);
    expect(other.errors?.[0]).toMatchObject({ extensions: { code: 'INVALID_ARGUMENT', argument: 'after' } });
  });

  it('answers bad input with typed errors', async () => {
    const cases: [string, string][] = [
      ['conceptSearch(query: "  ")', 'INVALID_ARGUMENT'],
      ['conceptSearch(query: "cancer", languages: ["xx"])', 'INVALID_ARGUMENT'],
      ['conceptSearch(query: "cancer", languages: [])', 'INVALID_ARGUMENT'],
      ['conceptSearch(query: "cancer", first: 0)', 'INVALID_ARGUMENT'],
      ['conceptSearch(query: "cancer", first: 1000)', 'INVALID_ARGUMENT'],
      ['conceptSearch(query: "cancer", after: "bm9wZQ")', 'INVALID_ARGUMENT'],
      ['conceptSearch(query: "cancer", threshold: 1.5)', 'INVALID_ARGUMENT'],
      ['conceptSearch(query: "cancer", threshold: SOMETIMES)', 'GRAPHQL_VALIDATION_FAILED'],
      ['conceptSearch(query: "cancer", mode: FUZZY)', 'GRAPHQL_VALIDATION_FAILED'],
      ['conceptSearch(query: "cancer", threshold: CALIBRATED)', 'NOT_FOUND'],
    ];
    for (const [field, code] of cases) {
      const result = await query(`{ ${field} { totalCount } }`);
      expect([field, result.errors?.[0]?.extensions?.code]).toEqual([field, code]);
    }
    const unknown = await query('{ conceptSearch(query: "cancer", languages: ["en", "fr"]) { totalCount } }');
    expect(unknown.errors?.[0]?.message).toBe("languages: unknown language 'fr'; supported: en, es, ca");
  });
});
