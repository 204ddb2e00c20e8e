/**
 * bench:security's encoder scenario (issue #47): 4 ordinary clients (short semantic searches, BM25
 * searches, a stored paper's citations) and a `health` poller, alone and then beside 4 attackers,
 * each with its own key, sending the heaviest encoder work the cost limit lets through (aliased
 * semanticSearch calls of 2,000-character texts, a new text each time so no cache answers) as fast
 * as they are answered. Reported: the ordinary clients' p50/p95 in both phases and their ratio
 * (target ≤ 1.5), `health` p95 (target < 100 ms), and what the attackers got.
 */
import type { PrismaClient } from '@prisma/client';
import { parse } from 'graphql';
import { buildRefgraphSchema } from '../api/schema';
import { queryCost } from '../api/security/query-cost';
import { createKey } from '../keys';
import type { KeyLimits } from '../keys';
import { msFigure, percentile, ratioFigure } from './latency';
import type { Figure } from '../results';
import { TimedAnswer, timedPost } from './timed-post';

const WORDS = ['ocean', 'acidification', 'coral', 'reef', 'neural', 'network', 'language', 'model', 'genome', 'editing', 'energy', 'storage', 'economic', 'growth', 'climate', 'sensitivity'];

/** A different text of about CHARACTERS characters for each SEED. */
function text(seed: number, characters: number): string {
  let written = `${seed}`;
  for (let i = seed; written.length < characters; i = (i * 7 + 3) % 9973) written += ` ${WORDS[i % WORDS.length]}`;
  return written.slice(0, characters);
}

/** The heaviest aliased semanticSearch (2,000-character texts, k 10) the cost limit allows. */
async function heaviestEncoding(maxCost: number): Promise<(seed: number) => { query: string; variables: Record<string, string> }> {
  const schema = await buildRefgraphSchema();
  const build = (aliases: number, seed: number) => {
    const variables = Object.fromEntries(Array.from({ length: aliases }, (_, i) => [`t${i}`, text(seed * 100 + i, 2_000)]));
    const declarations = Object.keys(variables).map((name) => `$${name}: FreeText!`);
    const fields = Object.keys(variables).map((name) => `${name}: semanticSearch(text: $${name}, first: 10) { rank }`);
    return { query: `query (${declarations.join(', ')}) { ${fields.join(' ')} }`, variables };
  };
  let aliases = 20;
  while (aliases > 1 && queryCost(schema, parse(build(aliases, 0).query), build(aliases, 0).variables) > maxCost) aliases -= 1;
  return (seed) => build(aliases, seed);
}

function ordinaryRequest(paperIds: string[], i: number): { query: string; variables: object } {
  const which = i % 3;
  if (which === 0) return { query: 'query ($t: FreeText!) { semanticSearch(text: $t, first: 10) { rank } }', variables: { t: `${WORDS[i % WORDS.length]} ${WORDS[(i * 5) % WORDS.length]} ${i}` } };
  if (which === 1) return { query: 'query { searchPapers(query: "ocean acidification coral reefs", first: 20) { edges { node { rank } } } }', variables: {} };
  return { query: 'query ($p: ID!) { recommendCitations(input: {paperId: $p}, first: 20) { edges { node { rank } } } }', variables: { p: paperIds[i % paperIds.length] } };
}

interface Phase {
  ordinary: TimedAnswer[];
  health: TimedAnswer[];
  attacks: TimedAnswer[];
}

async function phase(url: string, keys: { ordinary: string[]; attackers: string[]; health: string }, paperIds: string[], seconds: number, attack: ((seed: number) => { query: string; variables: Record<string, string> }) | null): Promise<Phase> {
  const endsAt = Date.now() + seconds * 1000;
  const result: Phase = { ordinary: [], health: [], attacks: [] };
  let seed = Math.floor(Math.random() * 1e6);
  await Promise.all([
    ...keys.ordinary.map(async (key, client) => {
      for (let i = client; Date.now() < endsAt; i += keys.ordinary.length) {
        const { query, variables } = ordinaryRequest(paperIds, i + seed);
        result.ordinary.push(await timedPost(url, key, query, variables));
      }
    }),
    (async () => {
      while (Date.now() < endsAt) {
        result.health.push(await timedPost(url, keys.health, '{ health { status } }'));
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    })(),
    ...(attack === null
      ? []
      : keys.attackers.map(async (key) => {
          while (Date.now() < endsAt) {
            const { query, variables } = attack((seed += 1));
            result.attacks.push(await timedPost(url, key, query, variables));
          }
        })),
  ]);
  return result;
}

const latencies = (answers: TimedAnswer[]) => answers.filter((a) => a.code === undefined).map((a) => a.ms);
const summary = (answers: TimedAnswer[]) => {
  const times = latencies(answers);
  return `${times.length} answered, ${answers.length - times.length} errors, p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms`;
};

/** Runs both phases against the server at URL, prints them, and returns the figures a result file keeps. */
export async function encoderAttack(url: string, prisma: PrismaClient, paperIds: string[], maxCost: number, seconds: number): Promise<Record<string, Figure>> {
  // Ordinary clients must never meet their own limits (a closed loop asks faster than people do):
  // what is measured is the attackers' effect on them. The attackers have the default limits.
  const generous = { requestsPerMinute: 1_000_000, costPerMinute: 1_000_000_000 };
  const made = async (name: string, limits: KeyLimits = { requestsPerMinute: null, costPerMinute: null }) => (await createKey(prisma, `bench:security ${name}`, 'reader', limits)).key;
  const keys = {
    ordinary: await Promise.all([0, 1, 2, 3].map((i) => made(`encoder ordinary ${i}`, generous))),
    attackers: await Promise.all([0, 1, 2, 3].map((i) => made(`encoder attacker ${i}`))),
    health: await made('encoder health', generous),
  };
  const attack = await heaviestEncoding(maxCost);
  await phase(url, keys, paperIds, 5, null); // warm-up
  const alone = await phase(url, keys, paperIds, seconds, null);
  const attacked = await phase(url, keys, paperIds, seconds, attack);
  const codes = new Map<string, number>();
  for (const a of attacked.attacks) codes.set(a.code ?? 'answered', (codes.get(a.code ?? 'answered') ?? 0) + 1);
  const p95 = (phaseResult: Phase) => percentile(latencies(phaseResult.ordinary), 95);
  console.log(`encoder: 4 ordinary clients alone:        ${summary(alone.ordinary)}; health ${summary(alone.health)}`);
  console.log(`encoder: 4 ordinary + 4 encoder attackers: ${summary(attacked.ordinary)}; health ${summary(attacked.health)}`);
  const sample = attack(0);
  console.log(`encoder: attackers (${Object.keys(sample.variables).length} aliased 2,000-character semanticSearch, cost ${queryCost(await buildRefgraphSchema(), parse(sample.query), sample.variables)}): ${[...codes].map(([code, n]) => `${code} ${n}`).join(', ')}`);
  console.log(`encoder: ordinary p95 ratio (attacked/alone): ${(p95(attacked) / p95(alone)).toFixed(2)} (target <= 1.5); health p95 ${percentile(latencies(attacked.health), 95).toFixed(0)} ms (target < 100)`);
  return {
    'encoder: 4 ordinary clients alone, p95': msFigure(p95(alone)),
    'encoder: 4 ordinary clients beside 4 encoder attackers, p95': msFigure(p95(attacked)),
    'encoder: ordinary p95 ratio (attacked / alone)': ratioFigure(p95(attacked) / p95(alone), 2, 'target ≤ 1.5'),
    'encoder: health p95 under attack': { ...msFigure(percentile(latencies(attacked.health), 95)), note: 'target < 100 ms' },
  };
}
