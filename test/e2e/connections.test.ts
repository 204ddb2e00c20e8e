/**
 * One pagination convention over HTTP: the rankings (recommendations, recommendCitations,
 * recommendFromPapers), a paper's references and citations and an author's papers as Relay
 * connections, with the old list fields and `k` still answering as deprecated aliases.
 */
import { readJsonLines } from '../../src/common/json-lines';
import { ingest } from '../../src/ingest/pipeline';
import { startServer, RunningServer } from '../../src/api/server';
import { repoPath } from '../../src/common/repo-path';
import { closeServices, graphqlClient, openEmptyStores, OPEN_DEMO, TestStores } from '../integration/harness';

const FIXTURE = repoPath('test', 'fixtures', 'ranking-corpus.jsonl');

interface Page {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; endCursor: string | null };
  edges: { cursor: string; node: { rank?: number; score?: number; id?: string; paper?: { id: string } } }[];
}

describe('connections', () => {
  let stores: TestStores;
  let server: RunningServer;
  const query = graphqlClient(() => server.url);
  const data = async (text: string): Promise<Record<string, any>> => {
    const result = await query(text);
    expect(result.errors).toBeUndefined();
    return result.data!;
  };
  const ranking = 'totalCount pageInfo { hasNextPage hasPreviousPage endCursor } edges { cursor node { rank score paper { id } } }';
  const ids = (page: Page) => page.edges.map((e) => e.node.paper?.id ?? e.node.id);

  beforeAll(async () => {
    stores = await openEmptyStores('connections', { ...process.env, ...OPEN_DEMO });
    await ingest(stores.targets, readJsonLines(FIXTURE), { name: FIXTURE, format: 'jsonl' });
    server = await startServer(stores.services, { port: 0 });
  });
  afterAll(async () => {
    await server.stop();
    await closeServices(stores.services);
  });

  it('pages through a ranking with cursors: the same ranking read further, stable for the same request', async () => {
    const whole = (await data(`{ r: recommendations(talkId: "talk-word-vectors-2015", first: 6) { ${ranking} } }`)).r as Page;
    const first = (await data(`{ r: recommendations(talkId: "talk-word-vectors-2015", first: 3) { ${ranking} } }`)).r as Page;
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const second = (await data(`{ r: recommendations(talkId: "talk-word-vectors-2015", first: 3, after: "${first.pageInfo.endCursor}") { ${ranking} } }`)).r as Page;
    expect(second.pageInfo.hasPreviousPage).toBe(true);
    expect(second.edges.map((e) => e.node.rank)).toEqual([4, 5, 6]);
    expect([...ids(first), ...ids(second)]).toEqual(ids(whole));
    expect(second.edges.map((e) => e.node.score)).toEqual(whole.edges.slice(3).map((e) => e.node.score));
    // The candidates the talk's ranking holds: the seven papers published before 2015.
    expect(whole.totalCount).toBe(7);
    expect(whole.pageInfo.hasNextPage).toBe(true);
    // A cursor belongs to its request: other weights make another ranking.
    const foreign = await query(`{ recommendations(talkId: "talk-word-vectors-2015", weights: {graph: 0}, after: "${first.pageInfo.endCursor}") { totalCount } }`);
    expect(foreign.errors?.[0]?.extensions?.code).toBe('INVALID_ARGUMENT');
    const tooDeep = await query('{ recommendations(talkId: "talk-word-vectors-2015", first: 1001) { totalCount } }');
    expect(tooDeep.errors?.[0]?.message).toMatch(/^first: /);
  });

  it('pages recommendCitations and recommendFromPapers the same way', async () => {
    const citations = (await data(`{ r: recommendCitations(input: {title: "Word vectors", year: 2020}, first: 2) { ${ranking} } }`)).r as Page;
    const next = (await data(`{ r: recommendCitations(input: {title: "Word vectors", year: 2020}, first: 2, after: "${citations.pageInfo.endCursor}") { ${ranking} } }`)).r as Page;
    const both = (await data(`{ r: recommendCitations(input: {title: "Word vectors", year: 2020}, first: 4) { ${ranking} } }`)).r as Page;
    expect([...ids(citations), ...ids(next)]).toEqual(ids(both));
    const seeds = (await data(`{ r: recommendFromPapers(positiveIds: ["pennington2014glove"], first: 2) { ${ranking} } }`)).r as Page;
    const more = (await data(`{ r: recommendFromPapers(positiveIds: ["pennington2014glove"], first: 10, after: "${seeds.pageInfo.endCursor}") { ${ranking} } }`)).r as Page;
    const all = (await data(`{ r: recommendFromPapers(positiveIds: ["pennington2014glove"], first: 20) { ${ranking} } }`)).r as Page;
    expect([...ids(seeds), ...ids(more)]).toEqual(ids(all));
    expect(all.totalCount).toBe(8);
    expect(more.pageInfo.hasNextPage).toBe(false);
  });

  it("pages a paper's references and citations, newest first, with their totals", async () => {
    const fields = 'totalCount pageInfo { hasNextPage hasPreviousPage endCursor } edges { cursor node { id } }';
    const { paper } = await data(`{ paper(id: "mikolov2013distributed") { citedByConnection(first: 2) { ${fields} } referencesConnection { ${fields} } all: citedByConnection { edges { node { id } } } } }`);
    expect(ids(paper.citedByConnection)).toEqual(['devlin2019bert', 'levy2015improving']);
    expect(paper.citedByConnection.totalCount).toBe(3);
    expect(paper.citedByConnection.pageInfo.hasNextPage).toBe(true);
    expect(ids(paper.all)).toEqual(['devlin2019bert', 'levy2015improving', 'pennington2014glove']);
    expect(ids(paper.referencesConnection)).toEqual(['bengio2003neural']);
    const next = (await data(`{ paper(id: "mikolov2013distributed") { citedByConnection(first: 2, after: "${paper.citedByConnection.pageInfo.endCursor}") { ${fields} } } }`)).paper.citedByConnection;
    expect(ids(next)).toEqual(['pennington2014glove']);
    expect(next.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
    // The cursor of one paper's citations is not another's.
    const foreign = await query(`{ paper(id: "bengio2003neural") { citedByConnection(after: "${paper.citedByConnection.pageInfo.endCursor}") { totalCount } } }`);
    expect(foreign.errors?.[0]?.extensions?.code).toBe('INVALID_ARGUMENT');
  });

  it("pages an author's papers, newest first", async () => {
    const fields = 'totalCount pageInfo { hasNextPage endCursor } edges { node { id } }';
    const { author } = await data(`{ author(id: "douglas-hanahan") { papersConnection(first: 1) { ${fields} } all: papersConnection { edges { node { id } } } } }`);
    expect(ids(author.papersConnection)).toEqual(['hanahan2011hallmarks']);
    expect(author.papersConnection.totalCount).toBe(2);
    const next = (await data(`{ author(id: "douglas-hanahan") { papersConnection(first: 1, after: "${author.papersConnection.pageInfo.endCursor}") { ${fields} } } }`)).author.papersConnection;
    expect(ids(next)).toEqual(['hanahan2000hallmarks']);
    expect(next.pageInfo.hasNextPage).toBe(false);
    expect(ids(author.all)).toEqual(['hanahan2011hallmarks', 'hanahan2000hallmarks']);
  });
});
