/**
 * Encoder work is priced, budgeted and stops with its request (issue #47), over HTTP on the real
 * engines and encoder: a request that would encode too much text is refused before it runs, a key
 * past its encoder milliseconds a minute is RATE_LIMITED while another key is served, a read past
 * its time budget leaves no encoding running after its answer, and a write is not cut by that
 * budget: it runs to the end its report gives.
 */
import { readJsonLines } from '../../src/common/json-lines';
import { ingest } from '../../src/ingest/pipeline';
import { startServer, RunningServer } from '../../src/api/server';
import { repoPath } from '../../src/common/repo-path';
import { verifyProjections } from '../../src/projections';
import { closeServices, graphqlClient, GraphQLResponse, openEmptyStores, testKey, TestStores } from '../integration/harness';

const FIXTURE = repoPath('test', 'fixtures', 'ranking-corpus.jsonl');

/** A different English text of about `characters` characters for each `i` (the query-vector cache must not answer). */
function text(i: number, characters: number): string {
  const words = ['distributed', 'representations', 'of', 'words', 'neural', 'language', 'models', 'learn', 'vectors', 'from', 'large', 'corpora'];
  let written = `query ${i}:`;
  for (let w = i; written.length < characters; w += 7) written += ` ${words[w % words.length]}`;
  return written.slice(0, characters);
}

/** N aliased semanticSearch calls, each with its own text variable. */
function aliasedSemanticSearch(count: number, characters: number, from = 0): { query: string; variables: Record<string, string> } {
  const variables = Object.fromEntries(Array.from({ length: count }, (_, i) => [`t${i}`, text(from + i, characters)]));
  const declarations = Object.keys(variables).map((name) => `$${name}: FreeText!`);
  const fields = Object.keys(variables).map((name) => `${name}: semanticSearch(text: $${name}, first: 3) { rank }`);
  return { query: `query (${declarations.join(', ')}) { ${fields.join(' ')} }`, variables };
}

const codeOf = (response: GraphQLResponse) => response.errors?.[0]?.extensions?.code;

describe('encoder work priced, budgeted and stopped with its request', () => {
  let stores: TestStores;
  let server: RunningServer;
  let keys: { heavy: string; other: string; late: string[]; writer: string };
  const as = (key: () => string) => graphqlClient(() => server.url, key);

  beforeAll(async () => {
    stores = await openEmptyStores('encoder-budget', {
      ...process.env,
      // A small encoder budget a minute per key, and a short request budget: both reached in seconds.
      REFGRAPH_KEY_ENCODER_MS_PER_MINUTE: '100',
      REFGRAPH_REQUEST_TIMEOUT_MS: '1500',
    });
    await ingest(stores.targets, readJsonLines(FIXTURE), { name: FIXTURE, format: 'jsonl' });
    server = await startServer(stores.services, { port: 0 });
    keys = { heavy: await testKey(stores.services, 'reader'), other: await testKey(stores.services, 'reader'), late: await Promise.all([0, 1, 2].map(() => testKey(stores.services, 'reader'))), writer: await testKey(stores.services, 'writer') };
    // Load the encoder before anything is timed (the first run loads the model).
    await (await stores.services.embedder())!.text('warm up', 'query');
  });
  afterAll(async () => {
    await server.stop();
    await closeServices(stores.services);
  });

  it('refuses 20 aliased semanticSearch calls of 2,500 characters before running any (cost 32,060 > 20,000)', async () => {
    const { query, variables } = aliasedSemanticSearch(20, 2_500);
    const response = await as(() => keys.other)(query, variables);
    expect(codeOf(response)).toBe('QUERY_TOO_COMPLEX');
    expect(response.errors![0]!.extensions).toMatchObject({ limit: 'cost', found: 32_060 });
  });

  it("stops a request's encoding when its budget ends: no encoder runs after the answer", async () => {
    // Three keys at once, each 12 texts of 2,000 characters (cost 12 x 1,603, under the limit): 36
    // model runs of a full window queued one at a time, several seconds of work past the 1.5 s budget.
    const answers = await Promise.all(
      keys.late.map(async (key, k) => {
        const { query, variables } = aliasedSemanticSearch(12, 2_000, 100 + 20 * k);
        return as(() => key)(query, variables);
      }),
    );
    for (const answer of answers) expect(codeOf(answer)).toBe('QUERY_TIMEOUT');
    // The run under way when the budget ended may finish; none after it starts.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const before = process.cpuUsage();
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const used = process.cpuUsage(before);
    expect((used.user + used.system) / 1_000).toBeLessThan(400);
  });

  it('lets a write outlive the read budget: ingestRecords runs to its end and answers with its report', async () => {
    // 100 papers (the batch limit) whose 2,000-character abstracts are encoded at ingestion: many seconds against a 1.5 s budget.
    const records = Array.from({ length: 100 }, (_, i) => ({ kind: 'paper', id: `write-${i}`, title: `Long write number ${i}`, year: 2010, abstract: text(300 + i, 2_000) }));
    const started = performance.now();
    const response = await as(() => keys.writer)('mutation ($r: [JSONObject!]!) { ingestRecords(records: $r) { recordsRead recordsStored errors { code } } }', { r: records });
    expect(response.errors).toBeUndefined();
    expect(response.data!.ingestRecords).toEqual({ recordsRead: 100, recordsStored: 100, errors: [] });
    expect(performance.now() - started).toBeGreaterThan(1_500);
    expect(await stores.services.prisma.paper.count({ where: { id: { startsWith: 'write-' } } })).toBe(100);
    expect((await verifyProjections(stores.targets)).clean).toBe(true);
  });

  it("refuses a talk whose 100,000-character transcript would cost more encoding than one request may, whole: nothing stored", async () => {
    const talk = { kind: 'talk', id: 'talk-long-transcript', title: 'A long talk', year: 2020, transcript: text(900, 100_000) };
    const response = await as(() => keys.writer)('mutation ($r: [JSONObject!]!) { ingestRecords(records: $r) { recordsStored } }', { r: [talk] });
    expect(response.errors?.[0]?.extensions).toMatchObject({ code: 'QUERY_TOO_COMPLEX', limit: 'cost', found: 100 + 50 + 75_000 + 1 });
    expect(await stores.services.prisma.talk.count({ where: { id: 'talk-long-transcript' } })).toBe(0);
  });

  it('refuses a key past its encoder time a minute, typed, and still serves another key', async () => {
    const search = (key: string, i: number) => as(() => key)('query ($t: FreeText!) { semanticSearch(text: $t, first: 3) { rank } }', { t: text(200 + i, 300) });
    // The first request is admitted and charged; the 100 ms a minute are then spent.
    expect(codeOf(await search(keys.heavy, 0))).toBeUndefined();
    let refused: GraphQLResponse | undefined;
    for (let i = 1; i < 10 && refused === undefined; i += 1) {
      const response = await search(keys.heavy, i);
      if (codeOf(response) !== undefined) refused = response;
    }
    expect(refused?.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED', kind: 'encoder', limit: 100 });
    expect(refused!.errors![0]!.extensions).toHaveProperty('retryAfterSeconds');
    // A search that encodes nothing (BM25) is still served to the same key, and the other key encodes.
    expect(codeOf(await as(() => keys.heavy)('{ searchPapers(query: "neural language model", first: 3) { edges { node { rank } } } }'))).toBeUndefined();
    expect(codeOf(await search(keys.other, 50))).toBeUndefined();
  });
});
