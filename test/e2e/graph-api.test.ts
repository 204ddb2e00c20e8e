/** The citation-graph queries over HTTP on the hand-built graph, with small caps to hit the bounds. */
import { loadConfig } from '../../src/config/config';
import { createServices, Services } from '../../src/app/services';
import { ingest } from '../../src/ingest/pipeline';
import { startServer, RunningServer } from '../../src/api/server';
import { handGraphLines } from '../fixtures/citation-graph';
import { closeServices, openEmptyStores, OPEN_DEMO, TestStores } from '../integration/harness';

interface GraphQLResponse {
  data?: Record<string, any>;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

describe('GraphQL citation-graph API', () => {
  let stores: TestStores;
  let server: RunningServer;
  /** The same stores behind a tighter traversal cap, for refusals the small graph cannot trigger otherwise. */
  let tightServices: Services;
  let tight: RunningServer;
  const env = {
    ...process.env,
    ...OPEN_DEMO,
    REFGRAPH_ES_INDEX_PREFIX: 'test-graph-api',
    REFGRAPH_EMBEDDING_MODEL: 'none',
    REFGRAPH_GRAPH_MAX_TRAVERSALS: '60',
    REFGRAPH_GRAPH_MAX_NODES: '50',
    REFGRAPH_GRAPH_MAX_PATHS: '3',
  };

  const query = async (text: string, url = server.url): Promise<GraphQLResponse> => {
    const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: text }) });
    return (await response.json()) as GraphQLResponse;
  };
  const data = async (text: string): Promise<Record<string, any>> => {
    const result = await query(text);
    expect(result.errors).toBeUndefined();
    return result.data!;
  };

  beforeAll(async () => {
    stores = await openEmptyStores('graph-api', env);
    await ingest(stores.targets, handGraphLines(), { name: 'hand graph', format: 'jsonl' });
    server = await startServer(stores.services, { port: 0 });
    tightServices = createServices(loadConfig({ ...env, REFGRAPH_GRAPH_MAX_TRAVERSALS: '20' }));
    tight = await startServer(tightServices, { port: 0 });
  });
  afterAll(async () => {
    await Promise.all([server.stop(), tight.stop()]);
    await Promise.all([closeServices(stores.services), closeServices(tightServices)]);
  });

  it('draws a neighbourhood: nodes with depths, edges among them', async () => {
    const { neighbourhood } = await data(`{ neighbourhood(paperId: "e", direction: BOTH, depth: 2, first: 6) {
      centre { id depth } nodes { id title year citationCount depth } edges { source target } reachable truncated estimatedTraversals } }`);
    expect(neighbourhood.centre).toEqual({ id: 'e', depth: 0 });
    expect(neighbourhood.nodes.map((n: any) => `${n.id}${n.depth}`)).toEqual(['a1', 'b1', 'c1', 'g1', 'h1', 'd2']);
    expect(neighbourhood.nodes[0]).toEqual({ id: 'a', title: 'Counting citations to journals', year: 1990, citationCount: 3, depth: 1 });
    expect(neighbourhood.edges).toContainEqual({ source: 'g', target: 'd' });
    expect(neighbourhood).toMatchObject({ reachable: 9, truncated: true, estimatedTraversals: 19 });
    const window = await data('{ neighbourhood(paperId: "e", direction: IN, depth: 3, yearTo: 2005) { nodes { id } } }');
    expect(window.neighbourhood.nodes).toEqual([{ id: 'g' }]);
  });

  it('lists co-cited and coupled papers with counts and cosines', async () => {
    const result = await data(`{
      coCited(paperId: "a") { paper { id } shared similarity }
      coupled(paperId: "g", first: 1) { paper { id title } shared similarity }
    }`);
    expect(result.coCited.map((r: any) => [r.paper.id, r.shared])).toEqual([['b', 2], ['c', 1]]);
    expect(result.coCited[0].similarity).toBeCloseTo(2 / Math.sqrt(6), 12);
    expect(result.coupled).toEqual([{ paper: { id: 'h', title: 'Co-citation, coupling and normalised citation maps' }, shared: 2, similarity: 2 / Math.sqrt(6) }]);
  });

  it('answers related papers as full papers (PostgreSQL fields, through the DataLoaders)', async () => {
    const result = await data(`{
      coCited(paperId: "a", first: 1) { paper { id abstract fieldsOfStudy authors { name } } }
      influence(paperIds: ["i", "g", "h", "k"], first: 1) { paper { id abstract } }
      negatives(queryPaperId: "h", strategy: RANDOM, first: 1, seed: 3) { id fieldsOfStudy }
      neighbourhood(paperId: "e", depth: 1, first: 1) { nodes { id paper { id abstract } } }
      citationPath(fromId: "i", toId: "a") { paths { papers { id fieldsOfStudy } } }
    }`);
    // Answers parsed by fetch are arrays of another realm: compared by value, not by expect.any(Array).
    expect(result.coCited[0].paper).toEqual({ id: 'b', abstract: 'An index of citations helps librarians choose journals.', fieldsOfStudy: ['Scientometrics'], authors: [] });
    expect(result.influence[0].paper).toEqual({ id: 'i', abstract: 'Science maps read as networks: degree distributions and paths.' });
    expect(Array.isArray(result.negatives[0].fieldsOfStudy)).toBe(true);
    expect(result.neighbourhood.nodes[0].paper).toEqual({ id: result.neighbourhood.nodes[0].id, abstract: expect.any(String) });
    expect(result.citationPath.paths[0].papers[0]).toEqual({ id: 'i', fieldsOfStudy: ['Networks'] });
  });

  it("links a map's papers by co-citation and coupling, lists its prior and derivative works as full papers, and labels papers", async () => {
    const { similarityMap } = await data(`{ similarityMap(paperIds: ["d", "e", "f", "g", "h"], centreId: "e", linksPerPaper: 1, first: 2) {
      links { source target coCited coupled similarity } priorWorks { papers paper { id shortLabel } } derivativeWorks { papers paper { id } } estimatedTraversals } }`);
    expect(similarityMap.links.map((l: any) => [l.source, l.target, l.coCited, l.coupled])).toEqual([['d', 'e', 2, 2], ['g', 'h', 1, 2], ['d', 'f', 1, 1], ['e', 'f', 1, 1]]);
    expect(similarityMap.links[0].similarity).toBeCloseTo(4 / Math.sqrt(20), 12);
    // The hand graph's papers have no authors: the label is the title's first words and the year.
    expect(similarityMap.priorWorks).toEqual([{ papers: 3, paper: { id: 'a', shortLabel: 'Counting citations to… 1990' } }, { papers: 2, paper: { id: 'b', shortLabel: 'Citation indexes for… 1991' } }]);
    expect(similarityMap.derivativeWorks.map((w: any) => [w.paper.id, w.papers])).toEqual([['h', 3], ['g', 2]]);
    expect(similarityMap.estimatedTraversals).toBe(59);
    const refused = await query('{ similarityMap(paperIds: ["d", "e", "f", "g", "h"]) { links { source } } }', tight.url);
    expect(refused.errors?.[0]?.extensions?.code).toBe('QUERY_TOO_LARGE');
    const notAmong = await query('{ similarityMap(paperIds: ["d", "e"], centreId: "a") { links { source } } }');
    expect(notAmong.errors?.[0]?.extensions?.code).toBe('INVALID_ARGUMENT');
    const tooMany = await query(`{ similarityMap(paperIds: [${Array.from({ length: 101 }, (_, i) => `"p${i}"`).join(', ')}]) { links { source } } }`);
    expect(tooMany.errors?.[0]?.message).toContain('at most 100 papers');
  });

  it('computes citation overlap', async () => {
    const { citationOverlap } = await data('{ citationOverlap(queryPaperId: "h", candidateId: "g") { queryPaperId candidateId references shared overlap } }');
    expect(citationOverlap).toEqual({ queryPaperId: 'h', candidateId: 'g', references: 3, shared: 2, overlap: 2 / 3 });
  });

  it('finds shortest citation paths, directed or not, bounded in number', async () => {
    const { directed, undirected, none } = await data(`{
      directed: citationPath(fromId: "i", toId: "a") { length truncated paths { papers { id } edges { source target } } }
      undirected: citationPath(fromId: "j", toId: "d", directed: false, first: 1) { length truncated paths { papers { id } } }
      none: citationPath(fromId: "a", toId: "i") { length paths { papers { id } } }
    }`);
    expect(directed.length).toBe(3);
    expect(directed.paths.map((p: any) => p.papers.map((x: any) => x.id).join(''))).toEqual(['igda', 'igea', 'ihda']);
    expect(directed.truncated).toBe(true);
    expect(undirected).toEqual({ length: 4, truncated: true, paths: [{ papers: [{ id: 'j' }, { id: 'c' }, { id: 'e' }, { id: 'a' }, { id: 'd' }] }] });
    expect(none).toEqual({ length: null, paths: [] });
  });

  it('ranks influence by PageRank within a field or given papers', async () => {
    const { field, papers } = await data(`{
      field: influence(field: "Scientometrics", first: 2) { rank paper { id } pageRank share inDegree }
      papers: influence(paperIds: ["i", "g", "h", "k"], first: 1) { rank paper { id } inDegree }
    }`);
    expect(field.map((r: any) => [r.rank, r.paper.id, r.inDegree])).toEqual([[1, 'a', 3], [2, 'b', 2]]);
    expect(field[0].pageRank).toBeGreaterThan(field[1].pageRank);
    expect(field[0].share).toBeGreaterThan(0);
    // Field names are matched ignoring case and punctuation.
    const { anyCase } = await data('{ anyCase: influence(field: "SCIENTOMETRICS", first: 2) { rank paper { id } } }');
    expect(anyCase.map((r: any) => r.paper.id)).toEqual(['a', 'b']);
    expect(papers).toEqual([{ rank: 1, paper: { id: 'i' }, inDegree: 1 }]);
  });

  it('draws reproducible negatives that are never positives', async () => {
    const text = '{ negatives(queryPaperId: "h", strategy: GRAPH_NEIGHBOURS, first: 10, seed: 3) { id year } }';
    const { negatives } = await data(text);
    expect(negatives.map((n: any) => n.id).sort()).toEqual(['a', 'b', 'c', 'g', 'j']);
    expect((await data(text)).negatives).toEqual(negatives);
    const { random } = await data('{ random: negatives(queryPaperId: "h", strategy: RANDOM, first: 3, seed: 3) { id } }');
    expect(random).toHaveLength(3);
    for (const { id } of random) expect(['d', 'e', 'f', 'h', 'i', 'k']).not.toContain(id);
  });

  it('answers bad input, unknown papers and oversized queries with typed errors', async () => {
    const cases: [string, string][] = [
      ['{ neighbourhood(paperId: "e", depth: 4) { reachable } }', 'INVALID_ARGUMENT'],
      ['{ neighbourhood(paperId: "e", depth: 0) { reachable } }', 'INVALID_ARGUMENT'],
      ['{ neighbourhood(paperId: "e", first: 51) { reachable } }', 'INVALID_ARGUMENT'],
      ['{ neighbourhood(paperId: "e", first: 0) { reachable } }', 'INVALID_ARGUMENT'],
      ['{ neighbourhood(paperId: "e", yearFrom: 2010, yearTo: 2000) { reachable } }', 'INVALID_ARGUMENT'],
      ['{ neighbourhood(paperId: "nope") { reachable } }', 'NOT_FOUND'],
      ['{ neighbourhood(paperId: "e", direction: BOTH, depth: 3) { reachable } }', 'QUERY_TOO_LARGE'],
      ['{ neighbourhood(paperId: "e", direction: SIDEWAYS) { reachable } }', 'GRAPHQL_VALIDATION_FAILED'],
      ['{ coCited(paperId: "nope") { shared } }', 'NOT_FOUND'],
      ['{ coCited(paperId: "a", first: 0) { shared } }', 'INVALID_ARGUMENT'],
      ['{ coupled(paperId: "nope") { shared } }', 'NOT_FOUND'],
      ['{ citationOverlap(queryPaperId: "h", candidateId: "nope") { overlap } }', 'NOT_FOUND'],
      ['{ citationPath(fromId: "i", toId: "nope") { length } }', 'NOT_FOUND'],
      ['{ citationPath(fromId: "i", toId: "i") { length } }', 'INVALID_ARGUMENT'],
      ['{ citationPath(fromId: "i", toId: "a", maxDepth: 7) { length } }', 'INVALID_ARGUMENT'],
      ['{ citationPath(fromId: "i", toId: "a", first: 4) { length } }', 'INVALID_ARGUMENT'],
      ['{ influence(first: 3) { rank } }', 'INVALID_ARGUMENT'],
      ['{ influence(field: "Networks", paperIds: ["i"]) { rank } }', 'INVALID_ARGUMENT'],
      ['{ influence(paperIds: []) { rank } }', 'INVALID_ARGUMENT'],
      // A field nobody uses is a bad argument (with the closest names), not a missing paper.
      ['{ influence(field: "Alchemy") { rank } }', 'INVALID_ARGUMENT'],
      ['{ influence(paperIds: ["a", "nope"]) { rank } }', 'NOT_FOUND'],
      ['{ negatives(queryPaperId: "nope", strategy: RANDOM) { id } }', 'NOT_FOUND'],
      ['{ negatives(queryPaperId: "h", strategy: RANDOM, seed: -1) { id } }', 'INVALID_ARGUMENT'],
      ['{ negatives(queryPaperId: "h", strategy: RANDOM, first: 0) { id } }', 'INVALID_ARGUMENT'],
      ['{ negatives(queryPaperId: "e", strategy: GRAPH_NEIGHBOURS) { id } }', 'QUERY_TOO_LARGE'],
    ];
    for (const [text, code] of cases) {
      const result = await query(text);
      expect([text, result.errors?.[0]?.extensions?.code]).toEqual([text, code]);
    }
    const tooLarge = await query('{ neighbourhood(paperId: "e", direction: BOTH, depth: 3) { reachable } }');
    expect(tooLarge.errors?.[0]?.extensions).toMatchObject({ estimate: 71, cap: 60 });
    // The Scientometrics subgraph reads 9 papers and 11 citations: 20 is within a cap of 20, 27 (all 12 papers, 15 citations) is not.
    expect((await query('{ influence(field: "Scientometrics") { rank } }', tight.url)).errors).toBeUndefined();
    const influence = await query('{ influence(paperIds: ["a","b","c","d","e","f","g","h","i","j","k","z"]) { rank } }', tight.url);
    expect(influence.errors?.[0]?.extensions).toMatchObject({ code: 'QUERY_TOO_LARGE', estimate: 27, cap: 20 });
  });
});
