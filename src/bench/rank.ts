/**
 * npm run bench:rank — latency of recommendations(talkId) and recommendCitations(paperId) over
 * the GraphQL HTTP endpoint, on whatever corpus the configured engines hold (the demo's by
 * default; see docs/recommendations.md for the generated 100k corpus). Cold = the first request for each query
 * after the server starts; warm = repeats. Prints p50/p95 and the mean time of each stage, and,
 * as the baseline measured in the same run, Elasticsearch's BM25 alone: the request the
 * pipeline's BM25 stage sends (same text, same time filter, 20 hits), so what the pipeline adds
 * to a plain search engine is read against it rather than against figures from another day.
 * Last, `--clients` clients (10) ask both queries at once for `--seconds` (60): throughput, p95
 * and every failure, with the core-milliseconds each answer cost the API process and each local
 * engine (core-time.ts); the clients run in a process of their own, counted apart. `--save-result` also keeps these figures as results/rank-<date>.json, for the
 * docs to quote (`npm run docs:results`); without it nothing is written, so trial runs leave no trace.
 */
import { parseArgs } from 'node:util';
import { runBench } from './bench-main';
import { nonNegativeIntegerOption, positiveIntegerOption, positiveNumberOption } from '../cli/options';
import { closeServices, createServices, rankEngines } from '../app';
import { startServer } from '../api/server';
import { loadConfig } from '../config';
import { OPEN_DEMO } from './open-demo';
import { paperTextQuery, talkQuery, textQuery, bm25Hits, queryFilter } from '../rank';
import type { RankQuery } from '../rank';
import { loadRow } from './concurrent-clients';
import { concurrentClientsInChild } from './clients-process';
import { msFigure, percentile, ratioFigure } from './latency';
import { runContext, saveResult } from '../results';
import { repoPath } from '../common/repo-path';
import { coreTimeRow, startCoreTimes } from './core-time';
import type { Figure } from '../results';

interface Timing {
  milliseconds: number;
  stages: { stage: string; milliseconds: number }[];
}

function summary(label: string, timings: Timing[]): string {
  const totals = timings.map((t) => t.milliseconds);
  const stageMeans = new Map<string, number>();
  for (const t of timings) for (const s of t.stages) stageMeans.set(s.stage, (stageMeans.get(s.stage) ?? 0) + s.milliseconds / timings.length);
  const stages = [...stageMeans].map(([stage, ms]) => `${stage} ${ms.toFixed(0)}`).join(', ');
  return `${label.padEnd(34)} n=${String(totals.length).padStart(4)}  p50 ${percentile(totals, 50).toFixed(0).padStart(5)} ms  p95 ${percentile(totals, 95).toFixed(0).padStart(5)} ms${stages ? `  | stages (mean ms): ${stages}` : ''}`;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      queries: { type: 'string', default: '30' },
      repeats: { type: 'string', default: '3' },
      clients: { type: 'string', default: '10' },
      seconds: { type: 'string', default: '60' },
      'save-result': { type: 'boolean', default: false },
    },
  });
  const queryCount = positiveIntegerOption('--queries', values.queries)!;
  const repeats = positiveIntegerOption('--repeats', values.repeats)!;
  const clients = nonNegativeIntegerOption('--clients', values.clients)!;
  const seconds = positiveNumberOption('--seconds', values.seconds)!;
  // One trusted client timing hundreds of requests, some at once: the anonymous budget the server
  // keeps for the public would refuse it within seconds (bench:security measures the limits).
  const config = loadConfig({ ...process.env, ...OPEN_DEMO, REFGRAPH_ANONYMOUS_REQUESTS_PER_MINUTE: '1000000', REFGRAPH_ANONYMOUS_COST_PER_MINUTE: '1000000000' });
  const services = createServices(config);
  // As the server's main does: the encoder is loaded before the first request is timed.
  await services.embedder();
  const server = await startServer(services, { port: 0 });
  try {
    const request = async (query: string, variables: object): Promise<Timing> => {
      const started = performance.now();
      const response = await fetch(server.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) });
      const body = (await response.json()) as { data?: Record<string, { stages?: Timing['stages'] }>; errors?: unknown[] };
      const milliseconds = performance.now() - started;
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      return { milliseconds, stages: Object.values(body.data!)[0]!.stages ?? [] };
    };
    // Each query as the resolvers build it (no filters, no vector: BM25 does not read one), so
    // the baseline sends exactly the text and time filter the pipeline's BM25 stage sends.
    const talks = await Promise.all(
      (await services.prisma.talk.findMany({ orderBy: { id: 'asc' }, take: queryCount })).map(async (t) => ({ id: t.id, rankQuery: await talkQuery(t, null, {}) })),
    );
    // Papers that cite others, as citation recommendation is asked for; a collection without
    // citation links (ACM-CR) still times the text and prior stages with any of its papers.
    const citing = await services.prisma.paper.findMany({ where: { references: { some: {} } }, orderBy: { id: 'asc' }, take: queryCount });
    const papers = await Promise.all(
      (citing.length > 0 ? citing : await services.prisma.paper.findMany({ where: { abstract: { not: null } }, orderBy: { id: 'asc' }, take: queryCount })).map(async (p) => ({
        id: p.id,
        rankQuery: await textQuery(await paperTextQuery(services.prisma, p), null, {}),
      })),
    );
    const [paperCount, citationCount] = await Promise.all([services.prisma.paper.count(), services.prisma.citation.count()]);
    console.log(`bench:rank — ${paperCount} papers, ${citationCount} citations; ${talks.length} talks and ${papers.length} papers as queries, k=20, ${repeats} warm repeats`);
    const figures: Record<string, Figure> = { papers: { value: paperCount }, citations: { value: citationCount }, 'warm repeats': { value: repeats } };

    // The baseline: the pipeline's BM25 request alone, straight to Elasticsearch.
    const engines = await rankEngines(services);
    const bm25Alone = async (rankQuery: RankQuery): Promise<Timing> => {
      const started = performance.now();
      await bm25Hits(engines, rankQuery, 20, queryFilter(rankQuery));
      return { milliseconds: performance.now() - started, stages: [] };
    };
    const suites = [
      { label: 'recommendations(talkId)', queries: talks, query: 'query($id: ID!) { r: recommendations(talkId: $id, first: 20) { stages { stage milliseconds } edges { node { paper { id } } } } }' },
      { label: 'recommendCitations(paperId)', queries: papers, query: 'query($id: ID!) { r: recommendCitations(input: {paperId: $id}, first: 20) { stages { stage milliseconds } edges { node { paper { id } } } } }' },
    ];
    for (const suite of suites) {
      if (suite.queries.length === 0) {
        console.log(`${suite.label}: nothing to ask in this corpus`);
        continue;
      }
      const cold: Timing[] = [];
      const warm: Timing[] = [];
      const plain: Timing[] = [];
      for (const { id } of suite.queries) cold.push(await request(suite.query, { id }));
      for (let r = 0; r < repeats; r += 1) {
        for (const { id, rankQuery } of suite.queries) {
          warm.push(await request(suite.query, { id }));
          plain.push(await bm25Alone(rankQuery));
        }
      }
      console.log(summary(`${suite.label} cold`, cold));
      console.log(summary(`${suite.label} warm`, warm));
      console.log(summary('  baseline: BM25 alone, warm', plain));
      const p95 = (timings: Timing[]) => percentile(timings.map((t) => t.milliseconds), 95);
      console.log(`  warm p95: the pipeline over GraphQL takes ${(p95(warm) / p95(plain)).toFixed(1)}x Elasticsearch's BM25 request alone`);
      for (const [phase, timings] of [['cold', cold], ['warm', warm], ['BM25 alone, warm', plain]] as const) {
        const totals = timings.map((t) => t.milliseconds);
        figures[`${suite.label} ${phase} p50`] = msFigure(percentile(totals, 50));
        figures[`${suite.label} ${phase} p95`] = msFigure(percentile(totals, 95));
      }
      figures[`${suite.label} warm p95 / BM25 alone`] = ratioFigure(p95(warm) / p95(plain), 1);
    }
    // Then both queries at once from several clients, as dashboards would (--clients 0 skips it).
    const mixed = suites.flatMap((suite) => suite.queries.map(({ id }) => ({ query: suite.query, variables: { id } })));
    if (clients > 0 && mixed.length > 0) {
      // The engines' folder as the engine scripts read it (config/settings/scripts.ts).
      const coreTimes = startCoreTimes(process.env.REFGRAPH_ENGINES_DIR ?? repoPath('.engines'), { label: 'api', withChildren: true });
      const load = await concurrentClientsInChild({ url: server.url, requests: mixed, clients, seconds });
      const spent = coreTimes();
      // The clients ran in a child process: their core time is the bench's, not an answer's.
      const clientsPerAnswer = Number((spent.get('api children')! / Math.max(1, load.answered)).toFixed(1));
      spent.delete('api children');
      console.log(loadRow('both queries, concurrent clients', load));
      console.log(`  ${coreTimeRow(spent, load.answered)}; the clients' own process ${clientsPerAnswer.toFixed(1)}`);
      const label = `${clients} clients × ${seconds} s`;
      figures[`${label}, the clients' core-ms per answer`] = { value: clientsPerAnswer, unit: 'core-ms' };
      for (const [name, ms] of spent) figures[`${label}, core-ms per answer, ${name}`] = { value: Number((ms / load.answered).toFixed(1)), unit: 'core-ms' };
      figures[`${label}, core-ms per answer`] = { value: Number(([...spent.values()].reduce((a, b) => a + b, 0) / load.answered).toFixed(1)), unit: 'core-ms' };
      Object.assign(figures, {
        [`${label}, answered`]: { value: load.answered },
        [`${label}, answered per second`]: { value: Number(load.requestsPerSecond.toFixed(1)), unit: 'requests/s' },
        [`${label}, failed`]: { value: load.failed },
        [`${label}, p50`]: msFigure(load.p50),
        [`${label}, p95`]: msFigure(load.p95),
      });
    }
    if (values['save-result']) {
      const title = `bench:rank on ${paperCount} papers and ${citationCount} citations, k = 20, ${repeats} warm repeats`;
      console.log(`saved ${saveResult({ name: 'rank', title, source: 'docs/recommendations.md#latency', figures }, runContext())}`);
    }
  } finally {
    await server.stop();
    await closeServices(services);
  }
}

runBench(main);
