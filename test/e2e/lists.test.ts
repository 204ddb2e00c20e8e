/**
 * Lists users work with, over HTTP on the real engines: searchPapers (filters, sorts, totals,
 * cursors), papers sorted, the venues and fieldsOfStudy lists, and field and venue names matched
 * ignoring case everywhere, with the closest names for a typo.
 */
import { readJsonLines } from '../../src/common/json-lines';
import { ingest } from '../../src/ingest/pipeline';
import { startServer, RunningServer } from '../../src/api/server';
import { repoPath } from '../../src/common/repo-path';
import { closeServices, graphqlClient, nodes, openEmptyStores, OPEN_DEMO, TestStores } from '../integration/harness';

const FIXTURE = repoPath('test', 'fixtures', 'ranking-corpus.jsonl');
const NLP = ['bengio2003neural', 'devlin2019bert', 'levy2015improving', 'mikolov2013distributed', 'pennington2014glove'];

interface Edge {
  cursor: string;
  node: { rank: number; score: number; paper: { id: string; year: number; citationCount: number } };
}

describe('lists: search, papers, venues, fields of study', () => {
  let stores: TestStores;
  let server: RunningServer;
  const query = graphqlClient(() => server.url);
  const data = async (text: string): Promise<Record<string, any>> => {
    const result = await query(text);
    expect(result.errors).toBeUndefined();
    return result.data!;
  };
  const page = 'totalCount pageInfo { hasNextPage hasPreviousPage endCursor } edges { cursor node { rank score paper { id year citationCount } } }';
  const search = async (args: string) => (await data(`{ searchPapers(${args}) { ${page} } }`)).searchPapers as { totalCount: number; pageInfo: any; edges: Edge[] };
  const ids = (edges: { node: { paper?: { id: string }; id?: string } }[]): string[] => edges.map((e) => e.node.paper?.id ?? e.node.id ?? '');

  beforeAll(async () => {
    stores = await openEmptyStores('lists', { ...process.env, ...OPEN_DEMO });
    await ingest(stores.targets, readJsonLines(FIXTURE), { name: FIXTURE, format: 'jsonl' });
    server = await startServer(stores.services, { port: 0 });
  });
  afterAll(async () => {
    await server.stop();
    await closeServices(stores.services);
  });

  it('pages through a search with cursors and a total', async () => {
    const all = await search('query: "word vectors", first: 4');
    expect(all.totalCount).toBeGreaterThanOrEqual(4);
    const first = await search('query: "word vectors", first: 2');
    expect(first.totalCount).toBe(all.totalCount);
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const second = await search(`query: "word vectors", first: 2, after: "${first.pageInfo.endCursor}"`);
    expect(second.pageInfo.hasPreviousPage).toBe(true);
    expect([...ids(first.edges), ...ids(second.edges)]).toEqual(ids(all.edges));
    expect(second.edges.map((e) => e.node.rank)).toEqual([3, 4]);
    // A cursor belongs to its search.
    const foreign = await query(`{ searchPapers(query: "word vectors", filter: {yearFrom: 2000}, after: "${first.pageInfo.endCursor}") { totalCount } }`);
    expect(foreign.errors?.[0]?.extensions?.code).toBe('INVALID_ARGUMENT');
  });

  it('filters by years, fields, venues and languages, names in any case', async () => {
    const nlp = await search('query: "word vectors models", first: 20, filter: {fieldsOfStudy: ["natural LANGUAGE processing"]}');
    expect(ids(nlp.edges).every((id) => NLP.includes(id))).toBe(true);
    const recent = await search('query: "word vectors", first: 20, filter: {yearFrom: 2014, yearTo: 2015}');
    expect(recent.totalCount).toBeGreaterThan(0);
    for (const e of recent.edges) expect([2014, 2015]).toContain(e.node.paper.year);
    const venue = await search('query: "word vectors", filter: {venues: ["neurips"]}');
    expect(ids(venue.edges)).toEqual(['mikolov2013distributed']);
    expect(venue.totalCount).toBe(1);
    const spanish = await search('query: "cáncer", filter: {languages: [ES]}');
    expect(ids(spanish.edges)).toEqual(['hanahan2011hallmarks']);
  });

  it('filters by authors and languages, in the papers list, searches and rankings alike (one PaperFilter)', async () => {
    const byAuthor = await search('query: "hallmarks cancer", first: 20, filter: {authorIds: ["douglas-hanahan"]}');
    expect(ids(byAuthor.edges).sort()).toEqual(['hanahan2000hallmarks', 'hanahan2011hallmarks']);
    const spanishByAuthor = (await data('{ papers(filter: {authorIds: ["douglas-hanahan"], languages: [ES]}) { totalCount edges { node { id } } } }')).papers;
    expect(ids(spanishByAuthor.edges)).toEqual(['hanahan2011hallmarks']);
    const { recommendCitations } = await data('{ recommendCitations(input: {title: "Hallmarks of cancer", year: 2020}, filter: {authorIds: ["douglas-hanahan"], yearTo: 2005}) { maxYear edges { node { paper { id } } } } }');
    expect(recommendCitations.maxYear).toBe(2005);
    expect(nodes(recommendCitations).map((r: { paper: { id: string } }) => r.paper.id)).toEqual(['hanahan2000hallmarks']);
    const nobody = await search('query: "cancer", filter: {authorIds: ["nobody-at-all"]}');
    expect(nobody.totalCount).toBe(0);
    const notACode = await query('{ searchPapers(query: "cancer", filter: {languages: [SPANISH]}) { totalCount } }');
    expect(notACode.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    const empty = await query('{ recommendCitations(input: {title: "cancer", year: 2020}, filter: {venues: []}) { maxYear } }');
    expect(empty.errors?.[0]?.message).toBe('filter.venues: name at least one venue, or leave it out');
  });

  it('sorts by year and by citations either way, and by relevance best first only', async () => {
    const years = (edges: Edge[]) => edges.map((e) => e.node.paper.year);
    const newest = await search('query: "word vectors", first: 20, sort: {by: YEAR}');
    expect(years(newest.edges)).toEqual([...years(newest.edges)].sort((a, b) => b - a));
    const oldest = await search('query: "word vectors", first: 20, sort: {by: YEAR, direction: ASC}');
    expect(years(oldest.edges)).toEqual([...years(oldest.edges)].sort((a, b) => a - b));
    expect(oldest.totalCount).toBe(newest.totalCount);
    const cited = await search('query: "word vectors", first: 20, sort: {by: CITATIONS}');
    const counts = cited.edges.map((e) => e.node.paper.citationCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect(ids(cited.edges)[0]).toBe('mikolov2013distributed');
    const wrong = await query('{ searchPapers(query: "word vectors", sort: {by: RELEVANCE, direction: ASC}) { totalCount } }');
    expect(wrong.errors?.[0]?.extensions?.code).toBe('INVALID_ARGUMENT');
  });

  it('refuses a field or venue nobody uses, naming the closest ones', async () => {
    const typo = await query('{ searchPapers(query: "x", filter: {venues: ["Sciense"]}) { totalCount } }');
    expect(typo.errors?.[0]).toMatchObject({
      message: "filter.venues: unknown venue 'Sciense' (closest: 'Science')",
      extensions: { code: 'INVALID_ARGUMENT', argument: 'filter.venues', unknown: [{ value: 'Sciense', closest: ['Science'] }] },
    });
    const rank = await query('{ recommendCitations(input: {title: "Overfishing", year: 2010}, filter: {fieldsOfStudy: ["Oceanografy"]}) { maxYear } }');
    expect(rank.errors?.[0]?.message).toBe("filter.fieldsOfStudy: unknown field of study 'Oceanografy' (closest: 'Oceanography')");
    const papers = await query('{ papers(filter: {venues: ["Cel"]}) { totalCount } }');
    expect(papers.errors?.[0]?.extensions).toMatchObject({ code: 'INVALID_ARGUMENT', unknown: [{ value: 'Cel', closest: ['Cell'] }] });
  });

  it('matches field and venue names in any case in recommendations and the papers list', async () => {
    const { recommendCitations } = await data('{ recommendCitations(input: {title: "Overfishing and marine food webs", year: 2010}, filter: {fieldsOfStudy: ["OCEANOGRAPHY"], venues: ["science"]}) { edges { node { paper { id } } } } }');
    expect(nodes(recommendCitations).map((r: { paper: { id: string } }) => r.paper.id).sort()).toEqual(['pauly1998fishing', 'worm2006impacts']);
    const { papers } = await data('{ papers(filter: {fieldsOfStudy: ["oncology"], venues: ["CELL"]}) { totalCount edges { node { id } } } }');
    expect(papers.totalCount).toBe(2);
  });

  it('sorts papers by year or citations, with cursors', async () => {
    const first = (await data('{ papers(first: 3, sort: {by: YEAR, direction: ASC}) { totalCount pageInfo { endCursor hasNextPage } edges { node { id } } } }')).papers;
    expect(ids(first.edges)).toEqual(['pauly1998fishing', 'hanahan2000hallmarks', 'bengio2003neural']);
    expect(first.totalCount).toBe(9);
    const next = (await data(`{ papers(first: 3, sort: {by: YEAR, direction: ASC}, after: "${first.pageInfo.endCursor}") { pageInfo { hasPreviousPage } edges { node { id } } } }`)).papers;
    expect(ids(next.edges)).toEqual(['worm2006impacts', 'hanahan2011hallmarks', 'mikolov2013distributed']);
    const cited = (await data('{ papers(first: 3, sort: {by: CITATIONS}) { edges { node { id citationCount } } } }')).papers;
    expect(cited.edges.map((e: { node: { id: string; citationCount: number } }) => [e.node.id, e.node.citationCount])).toEqual([
      ['mikolov2013distributed', 3],
      ['bengio2003neural', 2],
      ['pennington2014glove', 2],
    ]);
    const byId = (await data('{ papers(first: 2) { edges { node { id } } } }')).papers;
    expect(ids(byId.edges)).toEqual(['bengio2003neural', 'devlin2019bert']);
    const relevance = await query('{ papers(sort: {by: RELEVANCE}) { totalCount } }');
    expect(relevance.errors?.[0]?.extensions?.code).toBe('INVALID_ARGUMENT');
    const foreign = await query(`{ papers(first: 3, sort: {by: CITATIONS}, after: "${first.pageInfo.endCursor}") { totalCount } }`);
    expect(foreign.errors?.[0]?.extensions?.code).toBe('INVALID_ARGUMENT');
  });

  it('lists venues and fields of study with their paper counts, most papers first', async () => {
    const venues = (await data('{ venues(first: 3) { totalCount pageInfo { hasNextPage endCursor } edges { node { id name paperCount } } } }')).venues;
    expect(venues.totalCount).toBe(7);
    expect(venues.edges.map((e: { node: unknown }) => e.node)).toEqual([
      { id: 'cell', name: 'Cell', paperCount: 2 },
      { id: 'science', name: 'Science', paperCount: 2 },
      { id: 'emnlp', name: 'EMNLP', paperCount: 1 },
    ]);
    const rest = (await data(`{ venues(first: 10, after: "${venues.pageInfo.endCursor}") { pageInfo { hasNextPage hasPreviousPage } edges { node { id } } } }`)).venues;
    expect(ids(rest.edges)).toEqual(['jmlr', 'naacl', 'neurips', 'tacl']);
    expect(rest.pageInfo).toEqual({ hasNextPage: false, hasPreviousPage: true });
    const searched = (await data('{ venues(search: "n") { totalCount edges { node { name } } } }')).venues;
    expect(searched.edges.map((e: { node: { name: string } }) => e.node.name)).toEqual(['Science', 'EMNLP', 'NAACL', 'NeurIPS']);
    const fields = (await data('{ fieldsOfStudy { totalCount edges { node { name paperCount } } } }')).fieldsOfStudy;
    expect(fields).toEqual({
      totalCount: 3,
      edges: [
        { node: { name: 'Natural Language Processing', paperCount: 5 } },
        { node: { name: 'Oceanography', paperCount: 2 } },
        { node: { name: 'Oncology', paperCount: 2 } },
      ],
    });
    expect((await data('{ fieldsOfStudy(search: "ONC") { totalCount } }')).fieldsOfStudy.totalCount).toBe(1);
    const paper = (await data('{ paper(id: "worm2006impacts") { venue { name paperCount } } }')).paper;
    expect(paper.venue).toEqual({ name: 'Science', paperCount: 2 });
  });

  it('knows a field ingested by another process within a second', async () => {
    await data('{ searchPapers(query: "x", filter: {fieldsOfStudy: ["Oncology"]}) { totalCount } }');
    async function* astrobiology() {
      yield { line: 1, value: { kind: 'paper', id: 'life2020mars', title: 'Life on Mars', year: 2020, fieldsOfStudy: ['Astrobiology'] } };
    }
    await ingest(stores.targets, astrobiology(), { name: 'astrobiology', format: 'jsonl' });
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const found = await search('query: "mars", filter: {fieldsOfStudy: ["astrobiology"]}');
    expect(ids(found.edges)).toEqual(['life2020mars']);
  });

  it('fetches a paper, a talk, an author and a venue by the nodeId each gives, in one nodes(ids:) call too', async () => {
    const { paper, talk } = await data('{ paper(id: "devlin2019bert") { nodeId authors { nodeId id } venue { nodeId id } } talk(id: "talk-word-vectors-2015") { nodeId } }');
    const author = paper.authors[0];
    const byNode = async (nodeId: string) =>
      (await data(`{ node(id: "${nodeId}") { __typename nodeId ... on Paper { id title } ... on Talk { id title } ... on Author { id name } ... on Venue { id name } } }`)).node;
    expect(await byNode(paper.nodeId)).toMatchObject({ __typename: 'Paper', nodeId: paper.nodeId, id: 'devlin2019bert' });
    expect(await byNode(talk.nodeId)).toMatchObject({ __typename: 'Talk', nodeId: talk.nodeId, id: 'talk-word-vectors-2015' });
    expect(await byNode(author.nodeId)).toMatchObject({ __typename: 'Author', nodeId: author.nodeId, id: author.id });
    expect(await byNode(paper.venue.nodeId)).toMatchObject({ __typename: 'Venue', nodeId: paper.venue.nodeId, id: paper.venue.id });
    // Every type's global id is its own, whatever the library ids.
    expect(new Set([paper.nodeId, talk.nodeId, author.nodeId, paper.venue.nodeId]).size).toBe(4);

    const gone = Buffer.from('Paper:no-such-paper').toString('base64url');
    const { nodes } = await data(`{ nodes(ids: ["${talk.nodeId}", "${gone}", "${paper.nodeId}"]) { __typename nodeId } }`);
    expect(nodes).toEqual([{ __typename: 'Talk', nodeId: talk.nodeId }, null, { __typename: 'Paper', nodeId: paper.nodeId }]);
  });

  it('refuses an id it did not give out with INVALID_ARGUMENT: a library id, a cursor', async () => {
    for (const [text, argument] of [
      ['{ node(id: "devlin2019bert") { nodeId } }', 'id'],
      [`{ nodes(ids: ["${Buffer.from('Paper:devlin2019bert').toString('base64url')}", "${Buffer.from('paper:devlin2019bert').toString('base64url')}"]) { nodeId } }`, 'ids[1]'],
    ] as const) {
      const response = await query(text);
      expect(response.errors?.[0]?.extensions?.code).toBe('INVALID_ARGUMENT');
      expect(response.errors?.[0]?.message).toContain(argument);
    }
  });
});

