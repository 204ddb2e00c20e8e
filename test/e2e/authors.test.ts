/**
 * Authors as people through GraphQL, on the real engines: name variants merged by ingestion when
 * the evidence says so (a shared co-author), kept apart when only the names agree, merged later
 * when a later ingestion brings the evidence; search, aliases, counts, co-authors, papers.
 */
import { readJsonLines } from '../../src/common/json-lines';
import { ingest } from '../../src/ingest/pipeline';
import { startServer, RunningServer } from '../../src/api/server';
import { repoPath } from '../../src/common/repo-path';
import { closeServices, graphqlClient, openEmptyStores, OPEN_DEMO, TestStores } from '../integration/harness';

const fixture = (name: string) => repoPath('test', 'fixtures', name);

describe('authors API', () => {
  let stores: TestStores;
  let server: RunningServer;
  const query = graphqlClient(() => server.url);
  const ingestFile = async (file: string) => expect((await ingest(stores.targets, readJsonLines(file), { name: file, format: 'jsonl' })).errors).toEqual([]);
  const data = async (text: string) => {
    const result = await query(text);
    expect(result.errors).toBeUndefined();
    return result.data as Record<string, any>;
  };

  beforeAll(async () => {
    stores = await openEmptyStores('authors', { ...process.env, ...OPEN_DEMO });
    await ingestFile(fixture('author-variants.jsonl'));
    server = await startServer(stores.services, { port: 0 });
  });
  afterAll(async () => {
    await server.stop();
    await closeServices(stores.services);
  });

  it('finds one Hinton under his longest name, with the other variant as an alias and the evidence', async () => {
    const { authors } = await data(`{ authors(search: "HINTON") { totalCount edges { node { id name aliases paperCount citationCount variants { name mergeReason mergeShared } } } } }`);
    expect(authors.totalCount).toBe(1);
    expect(authors.edges[0].node).toEqual({
      id: 'geoffrey-e-hinton',
      name: 'Geoffrey E. Hinton',
      aliases: ['Geoffrey Hinton'],
      paperCount: 4,
      // lecun2015deep cites hinton2006fast and krizhevsky2012imagenet; srivastava2014dropout cites krizhevsky2012imagenet.
      citationCount: 3,
      variants: [
        { name: 'Geoffrey E. Hinton', mergeReason: null, mergeShared: [] },
        { name: 'Geoffrey Hinton', mergeReason: 'co-author', mergeShared: ['krizhevsky a', 'sutskever i'] },
      ],
    });
  });

  it('answers a merged variant id, bylines and the author filter with the person', async () => {
    const result = await data(`{ author(id: "geoffrey-hinton") { id papersConnection { edges { node { id } } } }
      paper(id: "lecun2015deep") { authors { id name } }
      papers(filter: { authorIds: ["geoffrey-e-hinton"] }) { totalCount } }`);
    expect(result.author.id).toBe('geoffrey-e-hinton');
    expect(result.author.papersConnection.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual(['lecun2015deep', 'srivastava2014dropout', 'krizhevsky2012imagenet', 'hinton2006fast']);
    expect(result.paper.authors[2]).toEqual({ id: 'geoffrey-e-hinton', name: 'Geoffrey E. Hinton' });
    expect(result.papers.totalCount).toBe(4);
  });

  it('lists co-authors by shared papers', async () => {
    const { author } = await data(`{ author(id: "geoffrey-e-hinton") { coAuthors(first: 2) { author { id } sharedPapers } } }`);
    expect(author.coAuthors).toEqual([
      { author: { id: 'alex-krizhevsky' }, sharedPapers: 2 },
      { author: { id: 'ilya-sutskever' }, sharedPapers: 2 },
    ]);
  });

  it('keeps variants apart on the name alone, and merges them when a later ingestion brings a shared co-author', async () => {
    const before = await data(`{ authors(search: "cox") { totalCount edges { node { id aliases } } } }`);
    expect(before.authors.edges.map((e: { node: { id: string } }) => e.node.id)).toEqual(['d-r-cox', 'david-cox', 'david-r-cox']);
    await ingestFile(fixture('author-variants-more.jsonl'));
    const after = await data(`{ authors(search: "cox") { totalCount edges { node { id aliases paperCount } } } author(id: "d-r-cox") { id } }`);
    expect(after.authors.edges.map((e: { node: unknown }) => e.node)).toEqual([
      { id: 'david-cox', aliases: [], paperCount: 1 },
      { id: 'david-r-cox', aliases: ['D. R. Cox'], paperCount: 4 },
    ]);
    expect(after.author.id).toBe('david-r-cox');
  });

  it("merges by ORCID from OpenAlex records, whatever else the variants share, and never merges two ORCIDs", async () => {
    const file = fixture('author-orcids.openalex.jsonl');
    expect((await ingest(stores.targets, readJsonLines(file), { name: file, format: 'openalex' })).errors).toEqual([]);
    const doe = await data(`{ authors(search: "doe") { edges { node { id name orcid variants { name orcid mergeReason } } } } }`);
    // No co-author or venue in common: the ORCID alone is the evidence.
    expect(doe.authors.edges.map((e: { node: unknown }) => e.node)).toEqual([
      {
        id: 'jane-q-doe',
        name: 'Jane Q. Doe',
        orcid: '0000-0002-1825-0097',
        variants: [
          { name: 'Jane Q. Doe', orcid: '0000-0002-1825-0097', mergeReason: null },
          { name: 'J. Doe', orcid: '0000-0002-1825-0097', mergeReason: 'orcid' },
        ],
      },
    ]);
    // A shared co-author and venue, but two ORCIDs: two people.
    const smith = await data(`{ authors(search: "smith") { edges { node { id orcid aliases } } } }`);
    expect(smith.authors.edges.map((e: { node: unknown }) => e.node)).toEqual([
      { id: 'j-smith', orcid: '0000-0002-1694-233X', aliases: [] },
      { id: 'john-smith', orcid: '0000-0001-5109-3700', aliases: [] },
    ]);
  });

  it('pages with cursors and refuses an empty search', async () => {
    const first = await data(`{ authors(search: "e", first: 2) { totalCount edges { cursor node { id } } pageInfo { hasNextPage endCursor } } }`);
    expect(first.authors.edges).toHaveLength(2);
    expect(first.authors.pageInfo.hasNextPage).toBe(true);
    const next = await data(`{ authors(search: "e", first: 2, after: "${first.authors.pageInfo.endCursor}") { edges { node { id } } } }`);
    expect(next.authors.edges[0].node.id > first.authors.edges[1].node.id).toBe(true);
    const empty = await query(`{ authors(search: "  ") { totalCount } }`);
    expect(empty.errors?.[0]?.extensions?.code).toBe('INVALID_ARGUMENT');
  });
});
