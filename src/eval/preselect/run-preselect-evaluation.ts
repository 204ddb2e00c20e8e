/**
 * `refgraph eval preselect` as a pipeline of named stages:
 *   gold (stored papers and their references, or files) → split (by year) → judge (gold older
 *   than the query) → sample (optional, seeded) → queries (title, optionally abstract) →
 *   per size: preselect every query → curve.
 * Adapter: reads the gold from PostgreSQL or files and runs the preselection on the engines.
 */
import type { PrismaClient } from '@prisma/client';
import { checkedMaxSize, checkedPreselectRequest, preselect, PreselectSettings } from '../../bibliography';
import { invalidArgument } from '../../errors/refgraph-error';
import type { RankEngines } from '../../rank';
import { assertServedIndexComplete } from '../run/ranked-index';
import { ExternalFiles, externalGold } from '../gold/external-gold';
import { GoldQuery, JudgedQuery, judgeQueries } from '../gold/gold-query';
import { paperFacts, storedGold } from '../gold/stored-gold';
import { subsetKeepingOrder } from '../../common/random';
import { describeBoundaries, inSplit, SplitBoundaries, splitBoundaries, SplitChoice } from '../splits';
import { CurvePoint, checkedSizes, PreselectedSubset, QueryRecall, queryRecalls, QuerySubsets, recallCurve } from './recall-curve';

export const QUERY_FIELDS = ['title', 'title,abstract'] as const;
export type QueryFields = (typeof QUERY_FIELDS)[number];

export type PreselectQuerySelection = { kind: 'stored' } | ({ kind: 'files' } & ExternalFiles);

export interface PreselectEvaluationPlan {
  queries: PreselectQuerySelection;
  split: SplitChoice;
  boundaries: Partial<SplitBoundaries>;
  sizes: readonly number[];
  fields: QueryFields;
  seed: number;
  sample: number | null;
}

export interface PreselectEvaluation {
  boundaries: SplitBoundaries;
  /** How many queries each stage kept or left out, by name. */
  queryCounts: Record<string, number>;
  points: CurvePoint[];
  perQuery: QueryRecall[];
}

interface PreselectQuery {
  id: string;
  year: number;
  title: string;
  abstract: string | null;
}

async function gold(prisma: PrismaClient, queries: PreselectQuerySelection, counts: Record<string, number>): Promise<GoldQuery[]> {
  if (queries.kind === 'stored') return storedGold(prisma, 'papers');
  const external = await externalGold(prisma, queries);
  counts.withoutQrels = external.withoutQrels;
  counts.qrelsWithoutQuery = external.qrelsWithoutQuery;
  return external.queries;
}

/** Title and abstract of each query: stored papers' own, external queries' (or their citing paper's title). */
async function queryTexts(prisma: PrismaClient, queries: readonly JudgedQuery[]): Promise<Map<string, { title: string | null; abstract: string | null }>> {
  const paperIds = queries.flatMap((q) => (q.source.kind === 'paper' ? [q.source.paperId] : []));
  const rows = await prisma.paper.findMany({ where: { id: { in: paperIds } }, select: { id: true, title: true, abstract: true } });
  const papers = new Map(rows.map((row) => [row.id, row]));
  return new Map(
    queries.map((q) => {
      const { source } = q;
      if (source.kind === 'paper') return [q.id, papers.get(source.paperId) ?? { title: null, abstract: null }];
      if (source.kind === 'external') return [q.id, { title: source.title, abstract: source.abstract }];
      return [q.id, { title: null, abstract: null }];
    }),
  );
}

export async function runPreselectEvaluation(
  engines: RankEngines,
  settings: PreselectSettings,
  plan: PreselectEvaluationPlan,
  log: (message: string) => void = () => {},
): Promise<PreselectEvaluation> {
  const sizes = checkedSizes(plan.sizes).map((size) => checkedMaxSize('sizes', size, settings.maxSize));
  const counts: Record<string, number> = {};
  const papers = await assertServedIndexComplete(engines);
  log(`check: ${papers} papers in PostgreSQL, in ${engines.search.index} and in the graph`);

  const all = await gold(engines.querySource, plan.queries, counts);
  counts.loaded = all.length;
  log(`gold: ${all.length} queries with gold sets`);

  const boundaries = splitBoundaries(all.map((q) => q.year), plan.boundaries);
  const inChosenSplit = all.filter((q) => inSplit(q.year, boundaries, plan.split));
  counts.inSplit = inChosenSplit.length;
  log(`split: ${describeBoundaries(boundaries)}; ${inChosenSplit.length} queries in ${plan.split}`);

  const judging = judgeQueries(inChosenSplit, await paperFacts(engines.querySource, inChosenSplit.flatMap((q) => [...q.gold.keys()])));
  Object.assign(counts, judging.counts);
  log(`judge: ${judging.counts.judged} queries with gold older than themselves; skipped ${judging.counts.skippedNoGold} without`);

  const sampled = plan.sample === null ? judging.judged : subsetKeepingOrder(judging.judged, plan.sample, plan.seed);
  const texts = await queryTexts(engines.querySource, sampled);
  const queries: (PreselectQuery & { judged: JudgedQuery })[] = [];
  for (const judged of sampled) {
    const text = texts.get(judged.id)!;
    if (text.title === null || text.title.trim() === '') continue;
    queries.push({ id: judged.id, year: judged.year, title: text.title, abstract: plan.fields === 'title,abstract' ? text.abstract : null, judged });
  }
  counts.withoutTitle = sampled.length - queries.length;
  counts.evaluated = queries.length;
  if (queries.length === 0) throw invalidArgument('queries', `no query of the ${plan.split} split has gold older than itself and a title (${JSON.stringify(counts)})`);
  log(`queries: ${queries.length} (${plan.fields}${plan.sample === null ? '' : `, a sample of ${judging.judged.length} with seed ${plan.seed}`}; ${counts.withoutTitle} without a title)`);

  const request = (query: PreselectQuery, size: number) => checkedPreselectRequest({ title: query.title, abstract: query.abstract }, size, query.year, settings.maxSize);
  // Query vectors are encoded once, here (and cached): timings are the preselection's alone.
  for (const query of queries) await engines.encoder?.query(request(query, sizes[0]!).text);
  log(`prepare: ${queries.length} query vectors`);

  const subsets = new Map(queries.map((q) => [q.id, new Map<number, PreselectedSubset>()]));
  const run = async (query: PreselectQuery, size: number): Promise<PreselectedSubset> => {
    const started = performance.now();
    const selection = await preselect(engines, request(query, size), settings);
    return { paperIds: selection.papers.map((p) => p.paperId), milliseconds: performance.now() - started };
  };
  // One untimed request first, so the first size does not pay for cold engine caches.
  await run(queries[0]!, sizes[0]!);
  for (const size of sizes) {
    const started = performance.now();
    for (const query of queries) subsets.get(query.id)!.set(size, await run(query, size));
    log(`size ${size}: ${queries.length} preselections in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }

  const bySize: QuerySubsets[] = queries.map((q) => ({ queryId: q.id, qrels: q.judged.qrels, subsets: subsets.get(q.id)! }));
  return { boundaries, queryCounts: counts, points: recallCurve(bySize, sizes), perQuery: queryRecalls(bySize, sizes) };
}
