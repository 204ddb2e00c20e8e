/** evaluationRuns and evaluationRun over HTTP, on runs stored by the real harness. */
import { startServer, RunningServer } from '../../src/api/server';
import { runEvaluation, selectSystems } from '../../src/eval';
import { parseMeasure } from '../../src/metrics';
import { DEFAULT_BAGS } from '../../src/rank/tuning/bagged-ascent';
import { ingest } from '../../src/ingest/pipeline';
import { readJsonLines } from '../../src/common/json-lines';
import { repoPath } from '../../src/common/repo-path';
import { evaluationEnvironment } from '../../src/app';
import { closeServices, openEmptyStores, OPEN_DEMO, TestStores, testKey } from '../integration/harness';

const FIXTURE = repoPath('test', 'fixtures', 'eval-corpus.jsonl');

describe('evaluation runs in GraphQL', () => {
  let stores: TestStores;
  let server: RunningServer;
  let runIds: number[];
  let adminKey: string;

  const query = async (text: string, key: string | null = adminKey): Promise<{ data?: any; errors?: { message: string; extensions?: { code?: string } }[] }> => {
    const headers = { 'content-type': 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) };
    const response = await fetch(server.url, { method: 'POST', headers, body: JSON.stringify({ query: text }) });
    return (await response.json()) as { data?: any };
  };

  beforeAll(async () => {
    stores = await openEmptyStores('evalapi', { ...process.env, ...OPEN_DEMO });
    await ingest(stores.targets, readJsonLines(FIXTURE), { name: FIXTURE, format: 'jsonl' });
    const outcome = await runEvaluation(await evaluationEnvironment(stores.services), {
      systems: selectSystems(['bm25', 'dense', 'most-cited']),
      queries: { kind: 'stored', set: 'all' },
      split: 'test',
      boundaries: { validationFrom: 2010, testFrom: 2015 },
      measures: ['nDCG@10', 'MAP@100'].map(parseMeasure),
      k: 50,
      seed: 3,
      sample: null,
      includeSameYear: false,
      folds: null,
      bags: DEFAULT_BAGS,
      runFiles: [],
    });
    runIds = outcome.runs.map((r) => r.id);
    server = await startServer(stores.services, { port: 0 });
    adminKey = await testKey(stores.services, 'admin');
  });

  it('shows runs to admin keys only (their records hold server paths)', async () => {
    const reader = await testKey(stores.services, 'reader');
    for (const key of [null, reader]) {
      expect((await query('{ evaluationRuns { totalCount } }', key)).errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', needed: 'admin' });
    }
  });
  afterAll(async () => {
    await server.stop();
    await closeServices(stores.services);
  });

  it('lists runs newest first, a page at a time', async () => {
    const page = async (after: string | null) =>
      (await query(`{ evaluationRuns(first: 2${after ? `, after: "${after}"` : ''}) { totalCount pageInfo { hasNextPage hasPreviousPage endCursor } edges { cursor node { id system split seed } } } }`)).data
        .evaluationRuns;
    const first = await page(null);
    expect(first.totalCount).toBe(3);
    expect(first.edges.map((e: any) => e.node)).toEqual([
      { id: String(runIds[2]), system: 'most-cited', split: 'test', seed: 3 },
      { id: String(runIds[1]), system: 'dense', split: 'test', seed: 3 },
    ]);
    expect(first.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const second = await page(first.pageInfo.endCursor);
    expect(second.edges.map((e: any) => e.node.system)).toEqual(['bm25']);
    expect(second.pageInfo).toMatchObject({ hasNextPage: false, hasPreviousPage: true });
  });

  it('returns one run with its means, curve, timings, config and per-query results', async () => {
    const firstQuery = await query(`{ evaluationRun(id: "${runIds[0]}") { perQuery(first: 1) { totalCount pageInfo { endCursor } } } }`);
    expect(firstQuery.errors).toBeUndefined();
    const after = firstQuery.data.evaluationRun.perQuery.pageInfo.endCursor as string;
    const result = await query(`{ evaluationRun(id: "${runIds[0]}") {
      id createdAt batch system config corpus queryCounts
      means { measure mean low high } recallCurve { k recall } timings { totalMs p50Ms p95Ms }
      perQuery(first: 2, after: "${after}") { totalCount edges { node { queryId kind year field relevant milliseconds measures { measure value } } } } } }`);
    expect(result.errors).toBeUndefined();
    const run = { ...result.data.evaluationRun, perQuery: result.data.evaluationRun.perQuery.edges.map((edge: any) => edge.node) };
    expect(result.data.evaluationRun.perQuery.totalCount).toBe(firstQuery.data.evaluationRun.perQuery.totalCount);
    expect(run.system).toBe('bm25');
    expect(Date.parse(run.createdAt)).not.toBeNaN();
    expect(run.means.map((m: any) => m.measure)).toEqual(['nDCG@10', 'AP@100']);
    for (const m of run.means) expect(m.low <= m.mean && m.mean <= m.high).toBe(true);
    expect(run.recallCurve.map((p: any) => p.k)).toEqual([1, 2, 3, 5, 10, 20, 30, 50]);
    expect(run.config).toMatchObject({ k: 50, fusion: 'WEIGHTED', weights: { bm25: 1, dense: 0 }, split: { testFrom: 2015 } });
    expect(run.corpus).toEqual({ papers: 15, citations: 23, talks: 2, talkReferences: 5 });
    expect(run.queryCounts).toMatchObject({ judged: 4, skippedNoGold: 1 });
    expect(run.perQuery.map((q: any) => q.queryId)).toEqual(['paper:levy2015improving', 'paper:love2016rnaseq']);
    expect(run.perQuery[0]).toMatchObject({ kind: 'paper', year: 2015, field: 'Natural Language Processing', relevant: 3 });
    expect(run.perQuery[0].measures.map((m: any) => m.measure).sort()).toEqual(['AP@100', 'nDCG@10']);
  });

  it("gives a run's HTML report: its batch's runs of the same query set, the command that shows them, their means", async () => {
    const result = await query(`{ evaluationRun(id: "${runIds[1]}") { evaluatedQueries queryCounts means { measure mean } report } }`);
    expect(result.errors).toBeUndefined();
    const { evaluatedQueries, queryCounts, report } = result.data.evaluationRun;
    expect(evaluatedQueries).toBe(queryCounts.evaluated);
    expect(report.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(report).not.toMatch(/<script|<link|src=|@import/i);
    expect(report).toContain(`<pre>refgraph eval runs --ids ${runIds[0]}-${runIds[2]}</pre>`);
    const systems = [...report.matchAll(/<tr><td>([^<]+)<\/td><td class="n">\d+<\/td>/g)].map((row: RegExpMatchArray) => row[1]);
    expect(systems.slice(0, 3)).toEqual(['bm25', 'dense', 'most-cited']);
    const runs = await query(`{ evaluationRuns { edges { node { means { mean } } } } }`);
    for (const edge of runs.data.evaluationRuns.edges) {
      for (const { mean } of edge.node.means) expect(report).toContain(mean === null ? '-' : mean.toFixed(4));
    }
    const reader = await testKey(stores.services, 'reader');
    expect((await query(`{ evaluationRun(id: "${runIds[1]}") { report } }`, reader)).errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', needed: 'admin' });
  });

  it('answers bad input with typed errors', async () => {
    const cases: [string, string][] = [
      ['{ evaluationRun(id: "999999") { id } }', 'NOT_FOUND'],
      ['{ evaluationRun(id: "abc") { id } }', 'INVALID_ARGUMENT'],
      ['{ evaluationRuns(first: 0) { totalCount } }', 'INVALID_ARGUMENT'],
      ['{ evaluationRuns(after: "bm90LWEtY3Vyc29y") { totalCount } }', 'INVALID_ARGUMENT'],
      [`{ evaluationRun(id: "${runIds[0]}") { perQuery(first: -1) { totalCount } } }`, 'INVALID_ARGUMENT'],
      [`{ evaluationRun(id: "${runIds[0]}") { perQuery(after: "bm90LWEtY3Vyc29y") { totalCount } } }`, 'INVALID_ARGUMENT'],
    ];
    for (const [text, code] of cases) {
      const result = await query(text);
      expect([text, result.errors?.[0]?.extensions?.code]).toEqual([text, code]);
    }
  });
});
