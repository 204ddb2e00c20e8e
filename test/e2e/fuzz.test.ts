/**
 * Fuzzing the real server (real engines, real encoder) with schema-driven hostile requests
 * (fuzz-cases.ts): no request may end in INTERNAL_SERVER_ERROR or HTTP 500, no answer may carry
 * a stack trace, a server path or an engine address, and the server's memory stays bounded.
 */
import 'reflect-metadata';
import { buildRefgraphSchema } from '../../src/api/schema';
import { startServer, RunningServer } from '../../src/api/server';
import { ingest } from '../../src/ingest/pipeline';
import { readJsonLines } from '../../src/common/json-lines';
import { mulberry32 } from '../../src/common/random';
import { repoPath } from '../../src/common/repo-path';
import { closeServices, openEmptyStores, OPEN_DEMO, TestStores, testKey } from '../integration/harness';
import { FuzzCase, fuzzCases } from './fuzz-cases';

const FIXTURE = repoPath('test', 'fixtures', 'mini-corpus.jsonl');
const CASES_PER_FIELD = 25;
const SEED = 20261124;
/** What must never reach a client: stack frames, our file paths, engine addresses, driver text. */
const LEAK = /\n\s+at |\bat [\w.<>]+ \(|node_modules|\/work\/|\/src\/|127\.0\.0\.1|localhost:|ECONNREFUSED|PrismaClient|Neo4jError|ResponseError/;
/** Memory the server may grow by over the run (it serves from this test process). */
const MEMORY_GROWTH_BYTES = 1.5e9;

describe('fuzzing the GraphQL API', () => {
  let stores: TestStores;
  let server: RunningServer;
  let writer: string;

  beforeAll(async () => {
    stores = await openEmptyStores('fuzz', { ...process.env, ...OPEN_DEMO });
    await ingest(stores.targets, readJsonLines(FIXTURE), { name: FIXTURE, format: 'jsonl' });
    server = await startServer(stores.services, { port: 0 });
    writer = await testKey(stores.services, 'writer');
  });
  afterAll(async () => {
    await server.stop();
    await closeServices(stores.services);
  });

  async function send(fuzz: FuzzCase, key?: string): Promise<string[]> {
    const headers: Record<string, string> = { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) };
    const response = await fetch(server.url, { method: 'POST', headers, body: JSON.stringify({ query: fuzz.query, variables: fuzz.variables }) });
    const text = await response.text();
    const problems: string[] = [];
    if (response.status >= 500 && response.status !== 503 && response.status !== 504) problems.push(`HTTP ${response.status} ${text.slice(0, 200)}`);
    if (LEAK.test(text)) problems.push(`leak: ${LEAK.exec(text)![0]}`);
    let body: { errors?: { message: string; extensions?: { code?: string } }[] };
    try {
      body = JSON.parse(text);
    } catch {
      return [...problems, 'not JSON'];
    }
    for (const error of body.errors ?? []) {
      if (error.extensions?.code === 'INTERNAL_SERVER_ERROR' || error.extensions?.code === undefined) problems.push(`${error.extensions?.code}: ${error.message.slice(0, 200)}`);
    }
    return problems.map((p) => `${fuzz.name}: ${p}`);
  }

  it('answers every hostile request with data or a typed error, leaking nothing', async () => {
    const { reads, writes } = fuzzCases(await buildRefgraphSchema(), CASES_PER_FIELD, mulberry32(SEED));
    const before = process.memoryUsage().rss;
    const problems: string[] = [];
    for (const fuzz of reads) problems.push(...(await send(fuzz)));
    for (const fuzz of writes) problems.push(...(await send(fuzz, writer)), ...(await send(fuzz)));
    const growth = process.memoryUsage().rss - before;
    console.log(`fuzz: ${reads.length + 2 * writes.length} requests (${reads.length} reads, ${writes.length} writes with a writer key and again anonymously); memory growth ${(growth / 1e6).toFixed(0)} MB`);
    expect(problems).toEqual([]);
    expect(growth).toBeLessThan(MEMORY_GROWTH_BYTES);
    // The server still answers.
    const health = await fetch(new URL('/healthz', server.url));
    expect(health.status).toBe(200);
  });
});
