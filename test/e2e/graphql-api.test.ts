/** The GraphQL API over HTTP, on the real engines, as a client sees it. */
import { readJsonLines } from '../../src/common/json-lines';
import { ingest } from '../../src/ingest/pipeline';
import { startServer, RunningServer } from '../../src/api/server';
import { repoPath } from '../../src/common/repo-path';
import { closeServices, graphqlClient, GraphQLResponse, openEmptyStores, OPEN_DEMO, TestStores, testKey } from '../integration/harness';

const FIXTURE = repoPath('test', 'fixtures', 'mini-corpus.jsonl');

describe('GraphQL API', () => {
  let stores: TestStores;
  let server: RunningServer;
  let writerKey: string;

  const query = graphqlClient(() => server.url);
  const asWriter = graphqlClient(() => server.url, () => writerKey);

  beforeAll(async () => {
    stores = await openEmptyStores('api', { ...process.env, ...OPEN_DEMO });
    await ingest(stores.targets, readJsonLines(FIXTURE), { name: FIXTURE, format: 'jsonl' });
    server = await startServer(stores.services, { port: 0 });
    writerKey = await testKey(stores.services, 'writer');
  });
  afterAll(async () => {
    await server.stop();
    await closeServices(stores.services);
  });

  it('returns a paper with its venue, authors, and Neo4j-backed references and citations', async () => {
    const result = await query(`{
      paper(id: "small1973cocitation") {
        title year language venue { name } authors { name }
        referencesConnection { edges { node { id title } } }
        citedByConnection { edges { node { id } } }
      }
      cited: paper(id: "garfield1955citation") { citedByConnection { edges { node { id } } } }
    }`);
    expect(result.errors).toBeUndefined();
    expect(result.data?.paper).toEqual({
      title: 'Co-citation in the scientific literature',
      year: 1973,
      language: 'CA',
      venue: { name: 'JASIS' },
      authors: [{ name: 'Henry Small' }],
      referencesConnection: {
        edges: [
          { node: { id: 'kessler1963bibliographic', title: 'Bibliographic coupling between scientific papers' } },
          { node: { id: 'garfield1955citation', title: 'Citation Indexes for Science' } },
        ],
      },
      citedByConnection: { edges: [] },
    });
    expect(result.data?.cited.citedByConnection.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual(['hirsch2005index', 'small1973cocitation', 'kessler1963bibliographic']);
  });

  it("counts a paper's citations from PostgreSQL, all of them or as of a year, batched", async () => {
    const result = await query(`{
      papersByIds(ids: ["garfield1955citation", "kessler1963bibliographic"]) { id citationCount asOf1970: citationCount(asOfYear: 1970) asOf1962: citationCount(asOfYear: 1962) }
    }`);
    expect(result.errors).toBeUndefined();
    // Cited by Kessler (1963), Small (1973) and Hirsch (2005).
    expect(result.data?.papersByIds[0]).toEqual({ id: 'garfield1955citation', citationCount: 3, asOf1970: 1, asOf1962: 0 });
    expect(result.data?.papersByIds[1]).toMatchObject({ id: 'kessler1963bibliographic', asOf1962: 0 });
    const bad = await query('{ paper(id: "garfield1955citation") { citationCount(asOfYear: 99999) } }');
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'INVALID_ARGUMENT' });
  });

  it('finds papers with BM25 search, through the language analyzers', async () => {
    const english = await query('{ searchPapers(query: "coupled papers sharing references") { edges { node { rank score paper { id } } } } }');
    expect(english.data?.searchPapers.edges[0].node).toMatchObject({ rank: 1, paper: { id: 'kessler1963bibliographic' } });
    expect(english.data?.searchPapers.edges[0].node.score).toBeGreaterThan(0);
    // 'citen' only matches 'citen' in the Catalan abstract through the Catalan stemmer's 'cit' stem.
    const catalan = await query('{ searchPapers(query: "citats conjuntament", languages: [CA]) { edges { node { paper { id } } } } }');
    expect(catalan.data?.searchPapers.edges[0].node).toEqual({ paper: { id: 'small1973cocitation' } });
  });

  it('finds papers by meaning across languages (dense kNN), and papers similar to a paper', async () => {
    // The only h-index paper has a Spanish abstract; the query is English.
    const semantic = await query('{ semanticSearch(text: "a number measuring how often a scientist is cited", first: 2) { rank score paper { id } } }');
    expect(semantic.errors).toBeUndefined();
    expect(semantic.data?.semanticSearch[0].paper.id).toBe('hirsch2005index');
    expect(semantic.data?.semanticSearch[0].score).toBeGreaterThan(semantic.data?.semanticSearch[1].score);
    const onlyCatalan = await query('{ semanticSearch(text: "citation", filter: {languages: [CA]}) { paper { id language } } }');
    expect(onlyCatalan.data?.semanticSearch).toEqual([{ paper: { id: 'small1973cocitation', language: 'CA' } }]);
    const similar = await query('{ similarPapers(paperId: "small1973cocitation", first: 3) { paper { id } score } }');
    const ids = similar.data?.similarPapers.map((r: { paper: { id: string } }) => r.paper.id);
    expect(ids).toHaveLength(3);
    expect(ids).not.toContain('small1973cocitation');
    const unknown = await query('{ similarPapers(paperId: "nope") { rank } }');
    expect(unknown.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('pages through papers with Relay cursors and filters', async () => {
    const first = await query('{ papers(first: 2) { totalCount edges { cursor node { id } } pageInfo { hasNextPage endCursor } } }');
    expect(first.data?.papers.totalCount).toBe(4);
    expect(first.data?.papers.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual(['garfield1955citation', 'hirsch2005index']);
    expect(first.data?.papers.pageInfo.hasNextPage).toBe(true);
    const second = await query('query($after: String) { papers(first: 2, after: $after) { edges { node { id } } pageInfo { hasNextPage hasPreviousPage } } }', {
      after: first.data?.papers.pageInfo.endCursor,
    });
    expect(second.data?.papers.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual(['kessler1963bibliographic', 'small1973cocitation']);
    expect(second.data?.papers.pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: true });
    const filtered = await query('{ papers(filter: {yearFrom: 1960, yearTo: 1980, fieldsOfStudy: ["Scientometrics"]}) { totalCount } }');
    expect(filtered.data?.papers.totalCount).toBe(2);
  });

  it('returns talks with their gold references, and authors with their papers', async () => {
    const result = await query('{ talk(id: "talk-citations-2010") { year references { id } } author(id: "henry-small") { name papersConnection { edges { node { id } } } } }');
    expect(result.data).toEqual({
      talk: { year: 2010, references: [{ id: 'garfield1955citation' }, { id: 'kessler1963bibliographic' }, { id: 'small1973cocitation' }] },
      author: { name: 'Henry Small', papersConnection: { edges: [{ node: { id: 'small1973cocitation' } }] } },
    });
  });

  it('lists talks with Relay cursors, refusing a paper cursor', async () => {
    const first = await query('{ talks(first: 1) { totalCount edges { cursor node { id title year speakers } } pageInfo { hasNextPage hasPreviousPage endCursor } } }');
    expect(first.errors).toBeUndefined();
    expect(first.data?.talks.totalCount).toBe(1);
    expect(first.data?.talks.edges.map((e: { node: { id: string; year: number } }) => [e.node.id, e.node.year])).toEqual([['talk-citations-2010', 2010]]);
    expect(first.data?.talks.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: false });
    const after = await query('query($after: String) { talks(after: $after) { edges { node { id } } pageInfo { hasPreviousPage } } }', { after: first.data?.talks.pageInfo.endCursor });
    expect(after.data?.talks).toEqual({ edges: [], pageInfo: { hasPreviousPage: true } });
    const papersCursor = (await query('{ papers(first: 1) { pageInfo { endCursor } } }')).data?.papers.pageInfo.endCursor;
    const refused = await query('query($after: String) { talks(after: $after) { totalCount } }', { after: papersCursor });
    expect(refused.errors?.[0]?.extensions?.code).toBe('INVALID_ARGUMENT');
  });

  it('reports every engine in health, with versions for admin keys only', async () => {
    const health = '{ health { status engines { name status version detail } } }';
    const result = await query(health);
    expect(result.data?.health.status).toBe('UP');
    expect(result.data?.health.engines.map((e: { name: string }) => e.name)).toEqual(['postgres', 'elasticsearch', 'neo4j']);
    expect(result.data?.health.engines.map((e: { version: unknown; detail: unknown }) => [e.version, e.detail])).toEqual([[null, null], [null, null], [null, null]]);
    const reader = await testKey(stores.services, 'reader');
    expect((await graphqlClient(() => server.url, () => reader)(health)).data?.health.engines[1].version).toBeNull();
    const admin = await testKey(stores.services, 'admin');
    const asAdmin = await graphqlClient(() => server.url, () => admin)(health);
    expect(asAdmin.data?.health.engines[1]).toMatchObject({ version: expect.stringMatching(/^8\.19\./), detail: expect.stringMatching(/^cluster /) });
  });

  it('ingests a small batch through the mutation, idempotently, with per-record errors', async () => {
    const mutation = `mutation($records: [JSONObject!]!) {
      ingestRecords(records: $records) { recordsRead recordsStored recordsFailed errors { line field code } }
    }`;
    const records = [
      { kind: 'paper', id: 'egghe2006theory', title: 'Theory and practise of the g-index', year: 2006, references: ['hirsch2005index'] },
      { kind: 'paper', id: 'bad', title: '' },
    ];
    expect((await query(mutation, { records })).errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', needed: 'writer' });
    const once = await asWriter(mutation, { records });
    expect(once.data?.ingestRecords).toEqual({
      recordsRead: 2,
      recordsStored: 2,
      recordsFailed: 1,
      errors: [{ line: 2, field: 'title', code: 'INVALID_VALUE' }, { line: 2, field: 'year', code: 'MISSING_FIELD' }],
    });
    await asWriter(mutation, { records });
    const after = await query('{ papers { totalCount } paper(id: "hirsch2005index") { citedByConnection { edges { node { id } } } } }');
    expect(after.data).toEqual({ papers: { totalCount: 5 }, paper: { citedByConnection: { edges: [{ node: { id: 'egghe2006theory' } }] } } });
  });

  it('refuses each bad record of a mutation alone, with its reason, and stores its valid neighbour', async () => {
    const mutation = `mutation($records: [JSONObject!]!) {
      ingestRecords(records: $records) { recordsStored recordsFailed errors { line recordId field code message } }
    }`;
    const records = [
      { kind: 'paper', id: 'neighbour2001valid', title: 'A valid neighbour', year: 2001 },
      { kind: 'paper', id: 'key2001record', title: 'Key', year: 2001, externalIds: { ['mag\ud800']: '1' } },
      { kind: 'paper', id: 'NEIGHBOUR2001valid', title: 'Again', year: 2001 },
      { kind: 'paper', id: 'HIRSCH2005index', title: 'Case', year: 2005 },
    ];
    const result = await asWriter(mutation, { records });
    expect(result.errors).toBeUndefined();
    const report = result.data?.ingestRecords;
    expect(report).toMatchObject({ recordsStored: 1, recordsFailed: 3 });
    expect(report.errors.map((e: { line: number; field: string; code: string }) => [e.line, e.field, e.code])).toEqual([
      [2, 'externalIds.mag\\ud800', 'INVALID_VALUE'],
      [3, 'id', 'INVALID_VALUE'],
      [4, 'id', 'INVALID_VALUE'],
    ]);
    expect(report.errors[2].message).toContain("a paper with id 'hirsch2005index' is stored");
    expect((await query('{ paper(id: "neighbour2001valid") { id } }')).data).toEqual({ paper: { id: 'neighbour2001valid' } });
  });

  it('refuses a body nested deeper than its limit whole, before parsing it: a record 50,000 lists deep stores nothing', async () => {
    const mutation = 'mutation($records: [JSONObject!]!) { ingestRecords(records: $records) { recordsStored } }';
    const records = [
      { kind: 'paper', id: 'neighbour2002valid', title: 'A valid neighbour', year: 2002 },
      { kind: 'paper', id: 'deep2002record', title: 'Deep', year: 2002, authors: 'DEEP' },
    ];
    // Written as text: JSON.stringify itself overflows the stack on 50,000 nested arrays.
    const body = JSON.stringify({ query: mutation, variables: { records } }).replace('"DEEP"', `${'['.repeat(50_000)}${']'.repeat(50_000)}`);
    const response = await fetch(server.url, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${writerKey}` }, body });
    expect(response.status).toBe(400);
    expect(((await response.json()) as GraphQLResponse).errors?.[0]?.extensions).toMatchObject({ code: 'BAD_REQUEST', limit: 'bodyDepth' });
    expect((await query('{ paper(id: "neighbour2002valid") { id } }')).data).toEqual({ paper: null });
  });

  it('answers bad input with typed errors', async () => {
    const cases: [string, string][] = [
      ['{ papers(first: 0) { totalCount } }', 'INVALID_ARGUMENT'],
      ['{ papers(after: "bm9wZQ") { totalCount } }', 'INVALID_ARGUMENT'],
      ['{ searchPapers(query: "  ") { edges { node { rank } } } }', 'INVALID_ARGUMENT'],
      ['{ searchPapers(query: "x", languages: [XX]) { edges { node { rank } } } }', 'GRAPHQL_VALIDATION_FAILED'],
      ['{ searchPapers(query: "x", languages: [FR]) { edges { node { rank } } } }', 'INVALID_ARGUMENT'],
      ['{ papers(filter: {yearFrom: 2000, yearTo: 1990}) { totalCount } }', 'INVALID_ARGUMENT'],
      ['{ paper(id: 1) { nope } }', 'GRAPHQL_VALIDATION_FAILED'],
      ['{ semanticSearch(text: "") { rank } }', 'INVALID_ARGUMENT'],
      ['{ semanticSearch(text: "x", first: 0) { rank } }', 'INVALID_ARGUMENT'],
      ['{ semanticSearch(text: "x", filter: {languages: [XX]}) { rank } }', 'GRAPHQL_VALIDATION_FAILED'],
      ['{ papers(filter: {authorIds: []}) { totalCount } }', 'INVALID_ARGUMENT'],
    ];
    for (const [text, code] of cases) {
      const result = await query(text);
      expect([text, result.errors?.[0]?.extensions?.code]).toEqual([text, code]);
    }
    const writerCases: [string, string][] = [['mutation { ingestRecords(records: []) { runId } }', 'INVALID_ARGUMENT']];
    for (const [text, code] of writerCases) {
      const result = await asWriter(text);
      expect([text, result.errors?.[0]?.extensions?.code]).toEqual([text, code]);
    }
    expect((await query('{ paper(id: "unknown") { id } }')).data).toEqual({ paper: null });
  });

  it('finds papers by identifiers in other systems as users paste them, and many papers by id in one request', async () => {
    const mutation = `mutation($records: [JSONObject!]!) { ingestRecords(records: $records) { recordsFailed } }`;
    const record = {
      kind: 'paper',
      id: 'vaswani2017attention',
      title: 'Attention is all you need',
      year: 2017,
      doi: '10.48550/arXiv.1706.03762',
      externalIds: { arxiv: '1706.03762', openalex: 'https://openalex.org/W2963403868', acl: 'N19-1423' },
    };
    expect((await asWriter(mutation, { records: [record] })).data?.ingestRecords).toEqual({ recordsFailed: 0 });
    const lookups = await query(`{
      doi: paperByExternalId(kind: DOI, value: "https://doi.org/10.48550/ARXIV.1706.03762") { id doi }
      arxiv: paperByExternalId(kind: ARXIV, value: "arXiv:1706.03762v5") { id }
      openalex: paperByExternalId(kind: OPENALEX, value: "w2963403868") { id }
      acl: paperByExternalId(kind: ACL, value: "https://aclanthology.org/N19-1423.pdf") { id }
      unknown: paperByExternalId(kind: ARXIV, value: "2101.00001") { id }
      batch: papersByIds(ids: ["hirsch2005index", "no-such-paper", "vaswani2017attention"]) { id }
    }`);
    expect(lookups.errors).toBeUndefined();
    expect(lookups.data).toEqual({
      doi: { id: 'vaswani2017attention', doi: '10.48550/arxiv.1706.03762' },
      arxiv: { id: 'vaswani2017attention' },
      openalex: { id: 'vaswani2017attention' },
      acl: { id: 'vaswani2017attention' },
      unknown: null,
      batch: [{ id: 'hirsch2005index' }, null, { id: 'vaswani2017attention' }],
    });
    const bad = await query('{ paperByExternalId(kind: OPENALEX, value: "Attention is all you need") { id } }');
    expect(bad.errors?.[0]).toMatchObject({ message: expect.stringContaining('not a valid OPENALEX identifier'), extensions: { code: 'INVALID_ARGUMENT' } });
    const none = await query('{ papersByIds(ids: []) { id } }');
    expect(none.errors?.[0]?.extensions).toMatchObject({ code: 'INVALID_ARGUMENT' });
  });
});
