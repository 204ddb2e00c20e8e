/**
 * npm run bench:seeds — recommendations from several seed papers (recommendFromPapers), measured
 * by leaving out a paper's references: for each paper citing at least --seeds + 1 older papers of
 * the corpus, --seeds of its references (drawn with --seed) are the positive seeds and the rest
 * are the papers to find, among papers published before it. Compared: each seed alone (the
 * other drawn seeds excluded, so every system looks for the same papers among the same
 * candidates; the query's figure is the mean over its seeds), all seeds with the mean and with
 * the maximum over seeds, and negatives: the first --negatives results of the all-seeds ranking
 * that are not references, marked negative and the ranking asked again with each
 * --negative-weights value (0: only excluded). Prints the means, and engine time per request.
 *   --seeds N (3)  --negatives N (3)  --seed S (1)  --negative-weights 0,0.5,1,2  --limit N (all)
 */
import { parseArgs } from 'node:util';
import { runBench } from './bench-main';
import { nonNegativeIntegerOption, positiveIntegerOption, seedOption } from '../cli/options';
import type { Paper } from '@prisma/client';
import { closeServices, createServices, rankEngines } from '../app';
import { loadConfig } from '../config';
import { derivedSeed, drawInOrder, mulberry32 } from '../common/random';
import { averagePrecision, ndcg, recall } from '../metrics';
import type { Qrels, Ranking } from '../metrics';
import { rankFromSeeds, seedPaperQuery, SeedAggregation, SeedQuery } from '../rank';
import type { RankEngines } from '../rank';
import type { Embedder } from '../embed';
import { percentile } from './latency';

const DEPTH = 100;

interface Measures {
  'AP@100': number;
  'R@20': number;
  'nDCG@10': number;
}

function measured(ranking: Ranking, qrels: Qrels): Measures {
  return { 'AP@100': averagePrecision(ranking, qrels, 100)!, 'R@20': recall(ranking, qrels, 20)!, 'nDCG@10': ndcg(ranking, qrels, 10)! };
}

function meanOf(rows: readonly Measures[]): Measures {
  const mean = (key: keyof Measures) => rows.reduce((sum, row) => sum + row[key], 0) / rows.length;
  return { 'AP@100': mean('AP@100'), 'R@20': mean('R@20'), 'nDCG@10': mean('nDCG@10') };
}

interface LeaveOut {
  paper: Paper;
  seeds: Paper[];
  gold: Qrels;
}

async function leaveOuts(services: ReturnType<typeof createServices>, seedCount: number, seed: number, limit: number): Promise<LeaveOut[]> {
  const { prisma } = services;
  const citing = await prisma.paper.findMany({ where: { references: { some: {} } }, include: { references: { include: { cited: true } } }, orderBy: { id: 'asc' } });
  const queries: LeaveOut[] = [];
  for (const paper of citing) {
    const older = paper.references.map((r) => r.cited).filter((cited) => cited.year < paper.year).sort((a, b) => (a.id < b.id ? -1 : 1));
    if (older.length < seedCount + 1) continue;
    const seeds = drawInOrder(older, seedCount, mulberry32(derivedSeed(seed, paper.id)));
    const gold = new Map(older.filter((p) => !seeds.includes(p)).map((p) => [p.id, 1]));
    queries.push({ paper, seeds, gold });
  }
  return queries.slice(0, limit);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      seeds: { type: 'string', default: '3' },
      negatives: { type: 'string', default: '3' },
      seed: { type: 'string', default: '1' },
      'negative-weights': { type: 'string', default: '0,0.5,1,2' },
      limit: { type: 'string', default: String(Number.MAX_SAFE_INTEGER) },
    },
  });
  const seedCount = positiveIntegerOption('--seeds', values.seeds)!;
  const negativeCount = nonNegativeIntegerOption('--negatives', values.negatives)!;
  const seed = seedOption(values.seed);
  const limit = positiveIntegerOption('--limit', values.limit)!;
  const config = loadConfig();
  const services = createServices(config);
  try {
    const engines: RankEngines = await rankEngines(services);
    const embedder: Embedder | null = await services.embedder();
    const queries = await leaveOuts(services, seedCount, seed, limit);
    const timings = new Map<string, number[]>();
    const ask = async (name: string, query: LeaveOut, positives: Paper[], negatives: Paper[], options: { aggregation: SeedAggregation; negativeWeight: number }): Promise<string[]> => {
      const limits = { maxYear: query.paper.year - 1, excludeIds: [...query.seeds, ...negatives].map((p) => p.id), filters: {} };
      const seedQuery = async (paper: Paper): Promise<SeedQuery> => ({ paperId: paper.id, query: await seedPaperQuery(services.prisma, paper, embedder, limits) });
      const request = {
        positives: await Promise.all(positives.map(seedQuery)),
        negatives: await Promise.all(negatives.map(seedQuery)),
        k: DEPTH,
        weights: config.rank.weights,
        fusion: config.rank.fusion,
        settings: config.rank,
        ...options,
      };
      const started = performance.now();
      const response = await rankFromSeeds(engines, request);
      timings.set(name, [...(timings.get(name) ?? []), performance.now() - started]);
      return response.results.map((r) => r.paperId);
    };

    const rows = new Map<string, Measures[]>();
    const add = (name: string, row: Measures) => rows.set(name, [...(rows.get(name) ?? []), row]);
    const weights = values['negative-weights'].split(',').map(Number);
    for (const query of queries) {
      const singles: Measures[] = [];
      for (const seed of query.seeds) singles.push(measured(await ask('1 seed', query, [seed], [], { aggregation: 'mean', negativeWeight: 0 }), query.gold));
      add('1 seed (mean over the seeds)', meanOf(singles));
      const all = await ask(`${query.seeds.length} seeds`, query, query.seeds, [], { aggregation: 'mean', negativeWeight: 0 });
      add(`${query.seeds.length} seeds, mean`, measured(all, query.gold));
      add(`${query.seeds.length} seeds, max`, measured(await ask('max', query, query.seeds, [], { aggregation: 'max', negativeWeight: 0 }), query.gold));
      const wrong = all.filter((id) => !query.gold.has(id)).slice(0, negativeCount);
      const negatives = await services.prisma.paper.findMany({ where: { id: { in: wrong } }, orderBy: { id: 'asc' } });
      for (const weight of weights) {
        const ranking = await ask(`negatives ${weight}`, query, query.seeds, negatives, { aggregation: 'mean', negativeWeight: weight });
        add(`${query.seeds.length} seeds + ${negatives.length} negatives, weight ${weight}`, measured(ranking, query.gold));
      }
    }
    const [papers, citations] = await Promise.all([services.prisma.paper.count(), services.prisma.citation.count()]);
    const goldSizes = queries.map((q) => q.gold.size);
    console.log(
      `bench:seeds — ${papers} papers, ${citations} citations; ${queries.length} papers with >= ${seedCount + 1} older references in the corpus, ` +
        `${seedCount} drawn as seeds (seed ${seed}), the other ${Math.min(...goldSizes)}–${Math.max(...goldSizes)} (median ${percentile(goldSizes, 50)}) to find; candidates published before the paper; default weights and fusion`,
    );
    console.log(`${'system'.padEnd(40)} ${'AP@100'.padStart(7)} ${'R@20'.padStart(7)} ${'nDCG@10'.padStart(8)}`);
    for (const [name, list] of rows) {
      const mean = meanOf(list);
      console.log(`${name.padEnd(40)} ${mean['AP@100'].toFixed(4).padStart(7)} ${mean['R@20'].toFixed(4).padStart(7)} ${mean['nDCG@10'].toFixed(4).padStart(8)}`);
    }
    for (const [name, list] of timings) console.log(`engine time, ${name.padEnd(14)} n=${String(list.length).padStart(4)}  p50 ${percentile(list, 50).toFixed(0).padStart(5)} ms  p95 ${percentile(list, 95).toFixed(0).padStart(5)} ms`);
  } finally {
    await closeServices(services);
  }
}

runBench(main);
