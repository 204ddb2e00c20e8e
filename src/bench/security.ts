/**
 * npm run bench:security — the limits under load, on whatever corpus the configured engines hold
 * (the demo's after `npm start`). Measures, in one run:
 *  1. how fast the six-level citedByConnection/referencesConnection chain (the 116-byte query that once took 81 s and
 *     3.6 GB) is refused;
 *  2. p95 of 10 clients sending a mix of recommendations, recommendCitations and search for
 *     --seconds, alone (the baseline) and then with one attacker (its own key) sending the
 *     heaviest query the cost limit allows, as fast as it is answered;
 *  3. p50/p95 of the same 10 clients while 4 unauthenticated clients flood the server with
 *     nested bodies and random keys, each request from a new forwarded address (pre-auth-flood.ts);
 *  4. how long a request waits for an engine that is down (a server pointed at a closed port);
 *  5. the encoder scenario (encoder-attack.ts): 4 ordinary clients beside 4 clients sending the
 *     heaviest encoder work the cost limit allows (`--only encoder` runs just this one).
 * Each client and the attacker use their own API key, as they would in production.
 * `--save-result` also keeps the figures as results/security-<date>.json for the docs to quote
 * (`npm run docs:results`); without it nothing is written.
 */
import { parseArgs } from 'node:util';
import { runBench } from './bench-main';
import { positiveNumberOption } from '../cli/options';
import type { PrismaClient } from '@prisma/client';
import 'reflect-metadata';
import { closeServices, createServices, Services } from '../app';
import { startServer } from '../api/server';
import { loadConfig } from '../config';
import { parse } from 'graphql';
import { buildRefgraphSchema } from '../api/schema';
import { queryCost } from '../api/security/query-cost';
import { createKey } from '../keys';
import type { KeyLimits } from '../keys';
import { closedPort } from './closed-port';
import { encoderAttack } from './encoder-attack';
import { OPEN_DEMO } from './open-demo';
import { preAuthFlood } from './pre-auth-flood';
import { msFigure, percentile, ratioFigure } from './latency';
import { runContext, saveResult } from '../results';
import type { Figure } from '../results';
import { TimedAnswer, timedPost } from './timed-post';

const SIX_LEVELS = '{ paper(id: "devlin2019bert") { citedByConnection { edges { node { referencesConnection { edges { node { citedByConnection { edges { node { referencesConnection { edges { node { citedByConnection { edges { node { referencesConnection { edges { node { id } } } } } } } } } } } } } } } } } } } }';
/** 100 papers and up to `first` citers of each: `first` is set as high as the cost limit allows. */
const HEAVY = 'query($first: Int!) { papers(first: 100) { edges { node { id citedByConnection(first: $first) { edges { node { id title } } } } } } }';

interface Mix {
  talkIds: string[];
  paperIds: string[];
}


/** The measured clients never meet their own limits (a closed loop asks faster than people do); attackers have the defaults. */
const GENEROUS: KeyLimits = { requestsPerMinute: 1_000_000, costPerMinute: 1_000_000_000 };
const DEFAULTS: KeyLimits = { requestsPerMinute: null, costPerMinute: null };

async function keys(prisma: PrismaClient, count: number, name: string, limits: KeyLimits): Promise<string[]> {
  const made: string[] = [];
  for (let i = 0; i < count; i += 1) made.push((await createKey(prisma, `bench:security ${name} ${i}`, 'reader', limits)).key);
  return made;
}

function mixedRequest(mix: Mix, i: number): { query: string; variables: object } {
  const which = i % 3;
  if (which === 0) return { query: 'query($t: ID!) { recommendations(talkId: $t, first: 20) { edges { node { rank } } } }', variables: { t: mix.talkIds[i % mix.talkIds.length] } };
  if (which === 1) return { query: 'query($p: ID!) { recommendCitations(input: {paperId: $p}, first: 20) { edges { node { rank } } } }', variables: { p: mix.paperIds[i % mix.paperIds.length] } };
  return { query: 'query { searchPapers(query: "neural machine translation", first: 20) { edges { node { rank } } } }', variables: {} };
}

/** 10 clients for `seconds`; resolves with their latencies (ms) and error count. */
async function clients(url: string, clientKeys: string[], mix: Mix, seconds: number): Promise<{ latencies: number[]; errors: number }> {
  const endsAt = Date.now() + seconds * 1000;
  const latencies: number[] = [];
  let errors = 0;
  await Promise.all(
    clientKeys.map(async (key, client) => {
      for (let i = client; Date.now() < endsAt; i += clientKeys.length) {
        const { query, variables } = mixedRequest(mix, i);
        const outcome = await timedPost(url, key, query, variables);
        if (outcome.code) errors += 1;
        else latencies.push(outcome.ms);
      }
    }),
  );
  return { latencies, errors };
}

/** Anonymous (the demo allows anonymous reads): with PostgreSQL down no key can be checked. */
async function engineDownWait(env: Record<string, string>, query: string): Promise<TimedAnswer> {
  const services = createServices(loadConfig({ ...process.env, ...OPEN_DEMO, ...env }));
  const server = await startServer(services, { port: 0 });
  try {
    return await timedPost(server.url, null, query);
  } finally {
    await server.stop();
    await closeServices(services);
  }
}

async function sample(services: Services): Promise<Mix> {
  const talks = await services.prisma.talk.findMany({ select: { id: true }, take: 20, orderBy: { id: 'asc' } });
  const papers = await services.prisma.paper.findMany({ select: { id: true }, take: 50, orderBy: { year: 'desc' } });
  return { talkIds: talks.map((t) => t.id), paperIds: papers.map((p) => p.id) };
}

/** The largest `first` whose HEAVY query the configured cost limit lets through. */
async function heaviestAllowed(maxCost: number): Promise<number> {
  const schema = await buildRefgraphSchema();
  let first = 100;
  while (first > 1 && queryCost(schema, parse(HEAVY), { first }) > maxCost) first -= 1;
  return first;
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { seconds: { type: 'string', default: '30' }, only: { type: 'string' }, 'save-result': { type: 'boolean', default: false } } });
  if (values.only !== undefined && values.only !== 'encoder') throw new Error(`--only: the one scenario that runs alone is 'encoder', got '${values.only}'`);
  const seconds = positiveNumberOption('--seconds', values.seconds)!;
  // The bench is the server's trusted proxy: the flood's forwarded addresses are its clients'.
  const services = createServices(loadConfig({ ...process.env, REFGRAPH_TRUSTED_PROXIES: '127.0.0.1,::1' }, 'serving'));
  await services.embedder();
  const server = await startServer(services, { port: 0 });
  try {
    const mix = await sample(services);
    if (mix.talkIds.length === 0 || mix.paperIds.length === 0) throw new Error('bench:security needs talks and papers: run `npm start` (or ingest a corpus) first');
    const save = (figures: Record<string, Figure>) => {
      const title = `bench:security on the configured corpus, --seconds ${seconds}${values.only === undefined ? '' : `, --only ${values.only}`}`;
      if (values['save-result']) console.log(`saved ${saveResult({ name: 'security', title, source: 'docs/security.md#measured', figures }, runContext())}`);
    };
    if (values.only === 'encoder') return save(await encoderAttack(server.url, services.prisma, mix.paperIds, services.config.api.query.maxCost, seconds));
    const [clientKeys, [attackerKey]] = [await keys(services.prisma, 10, 'client', GENEROUS), await keys(services.prisma, 1, 'attacker', DEFAULTS)];

    const refusals: number[] = [];
    for (let i = 0; i < 20; i += 1) refusals.push((await timedPost(server.url, attackerKey!, SIX_LEVELS)).ms);
    const refusal = await timedPost(server.url, attackerKey!, SIX_LEVELS);
    console.log(`six-level chain: ${refusal.code}, p50 ${percentile(refusals, 50).toFixed(1)} ms, max ${Math.max(...refusals).toFixed(1)} ms (20 tries)`);

    await clients(server.url, clientKeys, mix, 5); // warm-up
    const alone = await clients(server.url, clientKeys, mix, seconds);
    const first = await heaviestAllowed(services.config.api.query.maxCost);
    let attacking = true;
    const attacks: { ms: number; code?: string }[] = [];
    const attacker = (async () => {
      while (attacking) attacks.push(await timedPost(server.url, attackerKey!, HEAVY, { first }));
    })();
    const underAttack = await clients(server.url, clientKeys, mix, seconds);
    attacking = false;
    await attacker;

    const p95Alone = percentile(alone.latencies, 95);
    const p95Attacked = percentile(underAttack.latencies, 95);
    const answered = attacks.filter((a) => !a.code).length;
    const limited = attacks.filter((a) => a.code === 'RATE_LIMITED').length;
    console.log(`10 clients alone:          ${alone.latencies.length} answered, ${alone.errors} errors, p50 ${percentile(alone.latencies, 50).toFixed(0)} ms, p95 ${p95Alone.toFixed(0)} ms`);
    console.log(`10 clients + attacker:     ${underAttack.latencies.length} answered, ${underAttack.errors} errors, p50 ${percentile(underAttack.latencies, 50).toFixed(0)} ms, p95 ${p95Attacked.toFixed(0)} ms`);
    console.log(`attacker:                  100 papers x ${first} citers each (cost ${queryCost(await buildRefgraphSchema(), parse(HEAVY), { first })}): ${attacks.length} sent, ${answered} answered, ${limited} RATE_LIMITED, other ${attacks.length - answered - limited}`);
    console.log(`p95 ratio (attacked/alone): ${(p95Attacked / p95Alone).toFixed(2)} (target <= 1.5)`);

    const flood = preAuthFlood(server.url, 4);
    const flooded = await clients(server.url, clientKeys, mix, seconds);
    const floodCounts = await flood.stop();
    const p95Flooded = percentile(flooded.latencies, 95);
    console.log(`10 clients + pre-auth flood: ${flooded.latencies.length} answered, ${flooded.errors} errors, p50 ${percentile(flooded.latencies, 50).toFixed(0)} ms, p95 ${p95Flooded.toFixed(0)} ms`);
    console.log(`flood (nested bodies, random keys, new address each): ${floodCounts.sent} sent, by status ${JSON.stringify(floodCounts.statuses)}`);
    console.log(`p95 ratio (flooded/alone): ${(p95Flooded / p95Alone).toFixed(2)}`);
    const figures: Record<string, Figure> = {
      'six-level chain refused, p50': { value: Number(percentile(refusals, 50).toFixed(1)), unit: 'ms' },
      'six-level chain refused, max': { value: Number(Math.max(...refusals).toFixed(1)), unit: 'ms' },
      '10 clients alone, p95': msFigure(p95Alone),
      '10 clients beside the attacker, p95': msFigure(p95Attacked),
      'p95 ratio (attacked / alone)': ratioFigure(p95Attacked / p95Alone, 2, 'target ≤ 1.5'),
      'attacker: sent / answered / RATE_LIMITED': { value: `${attacks.length} / ${answered} / ${limited}` },
      '10 clients beside the pre-auth flood, p95': msFigure(p95Flooded),
      'p95 ratio (flooded / alone)': ratioFigure(p95Flooded / p95Alone, 2),
    };

    for (const [engine, env, query] of [
      ['elasticsearch', { REFGRAPH_ES_PORT: String(await closedPort()) }, '{ searchPapers(query: "x") { totalCount } }'],
      ['neo4j', { REFGRAPH_NEO4J_BOLT_PORT: String(await closedPort()) }, '{ coCited(paperId: "x") { paper { id } } }'],
      ['postgres', { REFGRAPH_PG_PORT: String(await closedPort()) }, '{ papers { totalCount } }'],
    ] as const) {
        const outcome = await engineDownWait(env, query);
      console.log(`engine down: ${engine.padEnd(14)} ${outcome.code ?? 'answered'} after ${outcome.ms.toFixed(0)} ms`);
      figures[`${engine} down, answered after`] = { ...msFigure(outcome.ms), note: outcome.code ?? 'answered' };
    }
    save({ ...figures, ...(await encoderAttack(server.url, services.prisma, mix.paperIds, services.config.api.query.maxCost, seconds)) });
  } finally {
    await server.stop();
    await closeServices(services);
  }
}

runBench(main);
