/** Writes over HTTP: ingestRecords' modes, deleteRecords by role, and the audit admins read. */
import { startServer, RunningServer } from '../../src/api/server';
import { closeServices, graphqlClient, openEmptyStores, OPEN_DEMO, TestStores, testKey } from '../integration/harness';

const INGEST = `mutation ($records: [JSONObject!]!, $mode: IngestMode) { ingestRecords(records: $records, mode: $mode) { recordsStored errors { field code } } }`;
const DELETE = `mutation ($papers: [ID!], $talks: [ID!]) { deleteRecords(paperIds: $papers, talkIds: $talks) { deletedPaperIds deletedTalkIds unknownPaperIds unknownTalkIds refused { id } } }`;
const PAPER = `query ($id: ID!) { paper(id: $id) { title venue { name } authors { name } } }`;
const AUDIT = `query ($first: Int, $after: String) { auditEvents(first: $first, after: $after) { totalCount edges { cursor node { actor keyId action runId counts ids idsOmitted } } pageInfo { hasNextPage endCursor } } }`;

describe('writes over the GraphQL API', () => {
  let stores: TestStores;
  let server: RunningServer;
  const keys: Record<'reader' | 'writer' | 'admin', string> = { reader: '', writer: '', admin: '' };
  const as = (role: keyof typeof keys) => graphqlClient(() => server.url, () => keys[role]);
  const keyId = (key: string) => key.split('_')[1];

  beforeAll(async () => {
    // Anonymous reads on, as the demo has them: an anonymous client is a reader, refused writes by role.
    stores = await openEmptyStores('writes', { ...process.env, ...OPEN_DEMO });
    server = await startServer(stores.services, { port: 0 });
    for (const role of ['reader', 'writer', 'admin'] as const) keys[role] = await testKey(stores.services, role);
  });
  afterAll(async () => {
    await server.stop();
    await closeServices(stores.services);
  });

  it('ingestRecords merges a partial record by default and replaces it whole with mode REPLACE', async () => {
    const full = { kind: 'paper', id: 'w1', title: 'Writes', year: 2020, venue: 'JASIST', authors: ['Ada Lovelace'] };
    expect((await as('writer')(INGEST, { records: [full, { kind: 'paper', id: 'w2', title: 'Cited', year: 2019 }] })).data?.ingestRecords.errors).toEqual([]);
    await as('writer')(INGEST, { records: [{ kind: 'paper', id: 'w1', title: 'Writes, corrected', year: 2020 }] });
    expect((await as('reader')(PAPER, { id: 'w1' })).data?.paper).toEqual({ title: 'Writes, corrected', venue: { name: 'JASIST' }, authors: [{ name: 'Ada Lovelace' }] });
    await as('writer')(INGEST, { records: [{ kind: 'paper', id: 'w1', title: 'Writes, replaced', year: 2020 }], mode: 'REPLACE' });
    expect((await as('reader')(PAPER, { id: 'w1' })).data?.paper).toEqual({ title: 'Writes, replaced', venue: null, authors: [] });
  });

  it('refuses deleteRecords to a reader key (FORBIDDEN) and to anonymous clients, deleting nothing', async () => {
    const reader = await as('reader')(DELETE, { papers: ['w1'] });
    expect(reader.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = await graphqlClient(() => server.url)(DELETE, { papers: ['w1'] });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await stores.services.prisma.paper.count({ where: { id: 'w1' } })).toBe(1);
  });

  it('deletes with a writer key, reports unknown ids, and refuses an empty or over-long list', async () => {
    const result = await as('writer')(DELETE, { papers: ['w1', 'not-stored'], talks: ['no-talk'] });
    expect(result.errors).toBeUndefined();
    expect(result.data?.deleteRecords).toEqual({ deletedPaperIds: ['w1'], deletedTalkIds: [], unknownPaperIds: ['not-stored'], unknownTalkIds: ['no-talk'], refused: [] });
    expect((await as('reader')(PAPER, { id: 'w1' })).data?.paper).toBeNull();
    expect((await as('writer')(DELETE, { papers: [] })).errors?.[0]?.extensions?.code).toBe('INVALID_ARGUMENT');
    const many = Array.from({ length: stores.services.config.api.maxIngestBatch + 1 }, (_, i) => `p${i}`);
    expect((await as('writer')(DELETE, { papers: many })).errors?.[0]?.extensions?.code).toMatch(/INVALID_ARGUMENT|QUERY_TOO_COMPLEX/);
  });

  it('audits each write with the key that made it; only an admin key reads the audit, newest first, in pages', async () => {
    expect((await as('writer')(AUDIT, {})).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const page = await as('admin')(AUDIT, { first: 3 });
    expect(page.errors).toBeUndefined();
    const { totalCount, edges, pageInfo } = page.data!.auditEvents;
    expect(totalCount).toBe(4);
    const writer = keyId(keys.writer);
    expect(edges.map((e: { node: { actor: string; keyId: string; action: string } }) => [e.node.actor, e.node.keyId, e.node.action])).toEqual([
      [`key:${writer}`, writer, 'delete'],
      [`key:${writer}`, writer, 'ingest'],
      [`key:${writer}`, writer, 'ingest'],
    ]);
    expect(edges[0].node).toMatchObject({ counts: { papers: 1, talks: 0, unknown: 2 }, ids: { papers: ['w1'], unknownPapers: ['not-stored'], unknownTalks: ['no-talk'] } });
    expect(edges[1].node).toMatchObject({ counts: { papers: 1 }, ids: { papers: ['w1'] } });
    expect(pageInfo.hasNextPage).toBe(true);
    const next = await as('admin')(AUDIT, { first: 3, after: pageInfo.endCursor });
    expect(next.data?.auditEvents.edges.map((e: { node: { ids: unknown } }) => e.node.ids)).toEqual([{ papers: ['w1', 'w2'], talks: [] }]);
    expect((await as('admin')(AUDIT, { after: 'garbage' })).errors?.[0]?.extensions?.code).toBe('INVALID_ARGUMENT');
  });
});
