/**
 * Talk.references and Author.papersConnection over HTTP, batched per request: a list of N talks (or
 * authors) costs as many PostgreSQL queries as one, one for the field, not N. Queries are counted by a Prisma
 * client extension around the server's real client (every operation still runs).
 */
import type { PrismaClient } from '@prisma/client';
import type { ParsedLine } from '../../src/common/json-lines';
import { readJsonLines } from '../../src/common/json-lines';
import { ingest } from '../../src/ingest/pipeline';
import { startServer, RunningServer } from '../../src/api/server';
import { repoPath } from '../../src/common/repo-path';
import { closeServices, graphqlClient, openEmptyStores, OPEN_DEMO, TestStores } from '../integration/harness';

async function* numbered(values: unknown[]): AsyncGenerator<ParsedLine> {
  for (const [i, value] of values.entries()) yield { line: i + 1, value };
}

const talk = (id: string, year: number, references: string[]) => ({ kind: 'talk', id, title: `Talk ${id}`, year, transcript: 'about citation graphs', language: 'en', references });
const paper = (id: string, year: number, authors: string[]) => ({ kind: 'paper', id, title: `Paper ${id}`, year, language: 'en', authors });

describe('DataLoaders for Talk.references and Author.papersConnection', () => {
  let stores: TestStores;
  let server: RunningServer;
  const operations: string[] = [];
  const query = graphqlClient(() => server.url);

  /** The operations one request ran, by `Model.operation` ($queryRaw for raw SQL). */
  async function counted(text: string) {
    operations.length = 0;
    const result = await query(text);
    const count = (operation: string) => operations.filter((o) => o === operation).length;
    return { result, count, operations: operations.length };
  }

  beforeAll(async () => {
    stores = await openEmptyStores('loaders', { ...process.env, ...OPEN_DEMO });
    await ingest(stores.targets, readJsonLines(repoPath('test', 'fixtures', 'mini-corpus.jsonl')), { name: 'mini', format: 'jsonl' });
    await ingest(
      stores.targets,
      numbered([
        paper('small1999a', 1999, ['Henry Small']),
        paper('small2004b', 2004, ['Henry Small', 'Eugene Garfield']),
        // Two co-authors whose names share a key: the author is listed twice on one paper.
        paper('small2004a', 2004, ['Henry Small', 'Henry  Small']),
        talk('talk-a', 2011, ['hirsch2005index', 'garfield1955citation']),
        talk('talk-b', 2012, []),
        talk('talk-c', 2013, ['small2004b', 'small1999a', 'small1973cocitation']),
      ]),
      { name: 'inline', format: 'jsonl' },
    );
    const prisma = stores.services.prisma.$extends({
      query: {
        $allOperations({ model, operation, args, query: run }) {
          operations.push(`${model ?? ''}${model ? '.' : ''}${operation}`);
          return run(args);
        },
      },
    }) as unknown as PrismaClient;
    server = await startServer({ ...stores.services, prisma }, { port: 0 });
  });
  afterAll(async () => {
    await server.stop();
    await closeServices(stores.services);
  });

  it('answers a list of talks with their references in one query for the field, as for one talk', async () => {
    const one = await counted('{ talks(first: 1) { edges { node { id references { id year } } } } }');
    expect(one.count('TalkReference.findMany')).toBe(1);
    const { result, count } = await counted('{ talks(first: 10) { edges { node { id references { id year } } } } }');
    expect(result.errors).toBeUndefined();
    const references = Object.fromEntries(result.data!.talks.edges.map((e: { node: { id: string; references: { id: string }[] } }) => [e.node.id, e.node.references.map((r) => r.id)]));
    expect(references).toEqual({
      'talk-a': ['garfield1955citation', 'hirsch2005index'],
      'talk-b': [],
      'talk-c': ['small1973cocitation', 'small1999a', 'small2004b'],
      'talk-citations-2010': ['garfield1955citation', 'kessler1963bibliographic', 'small1973cocitation'],
    });
    expect(count('TalkReference.findMany')).toBe(1);
    expect(operations).toHaveLength(one.operations);
  });

  it("marks alreadyCited with one read of the query paper's references, however many results", async () => {
    const ask = (first: number) => counted(`{ recommendCitations(input: {paperId: "small1973cocitation"}, first: ${first}) { edges { node { alreadyCited paper { id } } } } }`);
    const [one, two] = [await ask(1), await ask(2)];
    expect(two.result.errors).toBeUndefined();
    const marked = two.result.data!.recommendCitations.edges.map((e: { node: { alreadyCited: boolean; paper: { id: string } } }) => [e.node.paper.id, e.node.alreadyCited]);
    expect(marked.sort()).toEqual([['garfield1955citation', true], ['kessler1963bibliographic', true]]);
    expect(one.count('Citation.findMany')).toBe(1);
    expect(two.count('Citation.findMany')).toBe(1);
  });

  it('answers several authors with their papers, newest first and each once, in as many queries as one author', async () => {
    const one = await counted('{ small: author(id: "henry-small") { papersConnection { edges { node { id } } } } }');
    const { result, count } = await counted(`{
      small: author(id: "henry-small") { papersConnection { edges { node { id } } } }
      garfield: author(id: "eugene-garfield") { papersConnection { edges { node { id } } } }
      kessler: author(id: "m-m-kessler") { papersConnection { edges { node { id } } } }
    }`);
    expect(result.errors).toBeUndefined();
    const paperIds = (author: { papersConnection: { edges: { node: { id: string } }[] } }) => author.papersConnection.edges.map((edge) => edge.node.id);
    expect({ small: paperIds(result.data!.small), garfield: paperIds(result.data!.garfield), kessler: paperIds(result.data!.kessler) }).toEqual({
      small: ['small2004a', 'small2004b', 'small1999a', 'small1973cocitation'],
      garfield: ['small2004b', 'garfield1955citation'],
      kessler: ['kessler1963bibliographic'],
    });
    // The author, their papers and their paper count (the connection's totalCount): one raw query each, for one author or three.
    expect(count('$queryRaw')).toBe(3);
    expect(one.count('$queryRaw')).toBe(3);
    const limited = await counted('{ a: author(id: "henry-small") { papersConnection(first: 2) { edges { node { id } } } } b: author(id: "eugene-garfield") { papersConnection(first: 1) { edges { node { id } } } } }');
    expect({ a: paperIds(limited.result.data!.a), b: paperIds(limited.result.data!.b) }).toEqual({ a: ['small2004a', 'small2004b'], b: ['small2004b'] });
    // Two page sizes: one papers query each.
    expect(limited.count('$queryRaw')).toBe(4);
  });
});
