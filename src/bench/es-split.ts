/**
 * npm run bench:es-split -- [--queries 20] [--seconds 20] [--clients 4] [--index NAME] —
 * Elasticsearch's core-milliseconds per answer, split by the kind of request the ranking sends
 * (issue #53). Each talk and paper query is ranked twice as bench:rank's warm repeats rank it
 * (WEIGHTED fusion, the configured settings); the second ranking's requests are recorded as the
 * client sent them and sorted into kinds (es-request-kinds.ts, an _msearch split into its
 * searches). Each kind is then replayed alone by `--clients` clients for `--seconds`, and the
 * engine's process time over the replay (core-time.ts) divided by the requests answered is what
 * one request of that kind costs; times the requests of that kind a ranking sends, it is the
 * kind's share of an answer. `--index` replays against another index (a scratch copy with other
 * settings) the requests recorded against the served one; `--save-requests FILE` keeps them, one
 * JSON line each, to read or profile; `--only TEXT` replays only the kinds whose name holds it.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { runBench } from './bench-main';
import { positiveIntegerOption, positiveNumberOption } from '../cli/options';
import { closeServices, createServices, rankEngines } from '../app';
import { loadConfig } from '../config';
import { rank, talkQuery, textQuery, paperTextQuery } from '../rank';
import type { RankQuery } from '../rank';
import { repoPath } from '../common/repo-path';
import { startCoreTimes } from './core-time';
import { parsedRequest, RecordedRequest, RequestKind, splitRequest } from './es-request-kinds';
import type { Client } from '@elastic/elasticsearch';

interface Recorded {
  query: 'talk' | 'paper';
  kind: RequestKind;
  request: RecordedRequest;
}

/** The request with its index path swapped for `index` (a scratch copy). Pure. */
function onIndex(request: RecordedRequest, served: string, index: string | undefined): RecordedRequest {
  if (index === undefined) return request;
  const swap = (path: string) => path.split(served).join(index);
  return {
    ...request,
    path: swap(request.path),
    ...(request.bulkBody && { bulkBody: request.bulkBody.map((line, i) => (i % 2 === 0 ? { ...(line as object), index } : line)) }),
  };
}

/** Replays requests round robin from `clients` clients for `seconds`: the number answered. */
async function replay(client: Client, requests: readonly RecordedRequest[], clients: number, seconds: number): Promise<number> {
  const until = performance.now() + seconds * 1000;
  let next = 0;
  let answered = 0;
  const worker = async () => {
    while (performance.now() < until) {
      const { method, path, querystring, body, bulkBody } = requests[next++ % requests.length]!;
      await client.transport.request({ method, path, querystring: Object.fromEntries(new URLSearchParams(querystring ?? '')), ...(body !== undefined && { body: body as Record<string, unknown> }), ...(bulkBody && { bulkBody: bulkBody as Record<string, unknown>[] }) });
      answered += 1;
    }
  };
  await Promise.all(Array.from({ length: clients }, worker));
  return answered;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { queries: { type: 'string', default: '20' }, seconds: { type: 'string', default: '20' }, clients: { type: 'string', default: '4' }, index: { type: 'string' }, 'save-requests': { type: 'string' }, only: { type: 'string' } } });
  const queryCount = positiveIntegerOption('--queries', values.queries)!;
  const seconds = positiveNumberOption('--seconds', values.seconds)!;
  const clients = positiveIntegerOption('--clients', values.clients)!;
  const services = createServices(loadConfig(process.env));
  try {
    const engines = await rankEngines(services);
    const embedder = await services.embedder();
    const { rank: settings } = services.config;
    const client = engines.search.client;
    const talks = await services.prisma.talk.findMany({ orderBy: { id: 'asc' }, take: queryCount });
    const citing = await services.prisma.paper.findMany({ where: { references: { some: {} } }, orderBy: { id: 'asc' }, take: queryCount });
    const queries: { query: 'talk' | 'paper'; rankQuery: RankQuery }[] = [
      ...(await Promise.all(talks.map(async (t) => ({ query: 'talk' as const, rankQuery: await talkQuery(t, embedder, {}) })))),
      ...(await Promise.all(citing.map(async (p) => ({ query: 'paper' as const, rankQuery: await textQuery(await paperTextQuery(services.prisma, p), embedder, {}) })))),
    ];
    const recorded: Recorded[] = [];
    let recording: 'talk' | 'paper' | null = null;
    client.diagnostic.on('request', (_error, result) => {
      if (recording === null || result === null) return;
      for (const split of splitRequest(parsedRequest(result.meta.request.params))) recorded.push({ query: recording, ...split });
    });
    for (const { query, rankQuery } of queries) {
      const ranked = () => rank(engines, { query: rankQuery, k: 20, weights: settings.weights, fusion: 'WEIGHTED', settings });
      await ranked();
      recording = query;
      await ranked();
      recording = null;
    }
    const served = engines.search.index;
    if (values['save-requests'] !== undefined) writeFileSync(values['save-requests'], `${recorded.map((r) => JSON.stringify(r)).join('\n')}\n`);
    const answers = { talk: talks.length, paper: citing.length };
    const kinds = [...new Set(recorded.map((r) => r.kind))].filter((kind) => values.only === undefined || kind.includes(values.only));
    console.log(`es-split — ${answers.talk} talk and ${answers.paper} paper rankings recorded against ${served}; each kind replayed by ${clients} clients for ${seconds} s${values.index ? ` against ${values.index}` : ''}`);
    console.log('kind'.padEnd(32), 'per talk', 'per paper', ' core-ms/request', ' core-ms per talk answer', ' per paper answer', ' requests/s');
    const enginesDir = process.env.REFGRAPH_ENGINES_DIR ?? repoPath('.engines');
    const totals = { talk: 0, paper: 0 };
    for (const kind of kinds) {
      const ofKind = recorded.filter((r) => r.kind === kind);
      const requests = ofKind.map((r) => onIndex(r.request, served, values.index));
      await replay(client, requests, clients, Math.min(3, seconds));
      const spent = startCoreTimes(enginesDir);
      const started = performance.now();
      const answered = await replay(client, requests, clients, seconds);
      const elasticsearch = spent().get('elasticsearch');
      if (elasticsearch === undefined) throw new Error(`no Elasticsearch process found under ${enginesDir}`);
      const perRequest = elasticsearch / answered;
      const count = (query: 'talk' | 'paper') => ofKind.filter((r) => r.query === query).length / Math.max(1, answers[query]);
      totals.talk += count('talk') * perRequest;
      totals.paper += count('paper') * perRequest;
      console.log(
        kind.padEnd(32),
        count('talk').toFixed(2).padStart(8),
        count('paper').toFixed(2).padStart(9),
        perRequest.toFixed(2).padStart(16),
        (count('talk') * perRequest).toFixed(1).padStart(24),
        (count('paper') * perRequest).toFixed(1).padStart(17),
        (answered / ((performance.now() - started) / 1000)).toFixed(0).padStart(11),
      );
    }
    console.log('total'.padEnd(32), ''.padStart(8), ''.padStart(9), ''.padStart(16), totals.talk.toFixed(1).padStart(24), totals.paper.toFixed(1).padStart(17));
  } finally {
    await closeServices(services);
  }
}

runBench(main);
