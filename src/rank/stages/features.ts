/**
 * The features read from the citation graph (raw values; normalised at fusion): those measured
 * against the query (its authors, links to the head of the text retrieval, cocitation with it
 * when a learned ranker reads it: one more read, skipped for the weighted fusions) and the citation
 * counts, which depend on the query's year only (so several queries of one year, the seeds of
 * recommendFromPapers, count them once). The filters have already read the text scores with the
 * facts, so this stage asks Neo4j alone; it runs beside them over the same pool, and the values
 * of candidates they drop are passed over when the runner merges.
 */
import { readGraph } from '../../graph';
import type { CandidatePool, StageOutput } from '../cascade/pool';
import type { FeatureValues } from '../features';
import type { RankPorts } from '../ports';
import type { GraphLink, RankQuery, RankSettings } from '../types';
import type { RankStage } from './rank-stage';

/** Feature values by paper, and the graph feature's evidence. */
export interface GraphFeatures {
  features: Map<string, FeatureValues>;
  graphLinks: Map<string, GraphLink[]>;
}

function valuesOf(found: Map<string, FeatureValues>, paperId: string): FeatureValues {
  let values = found.get(paperId);
  if (values === undefined) found.set(paperId, (values = {}));
  return values;
}

/** Citation counts as of the query's year, on a log scale. */
export async function citationFeatures(pool: CandidatePool, query: RankQuery, settings: RankSettings, engines: RankPorts): Promise<Map<string, FeatureValues>> {
  const found = new Map<string, FeatureValues>();
  if (pool.size === 0) return found;
  const counts = await engines.caches.citationCounts.get([...pool.keys()], query.maxYear, settings.recentYears, async (candidateIds) => {
    const rows = await readGraph(engines.graph, 'rank-citation-counts', { candidateIds, maxYear: query.maxYear, recentYears: settings.recentYears });
    return new Map(rows.map((row) => [row.paperId as string, { total: row.total as number, recent: row.recent as number }]));
  });
  // Citation counts are heavy-tailed: log scale keeps one famous paper from flattening the rest.
  for (const [paperId, { total, recent }] of counts) found.set(paperId, { citations: Math.log1p(total), recentCitations: Math.log1p(recent) });
  return found;
}

async function authorScores(pool: CandidatePool, query: RankQuery, engines: RankPorts, found: Map<string, FeatureValues>): Promise<void> {
  if (query.authorIds.length === 0) return;
  const rows = await readGraph(engines.graph, 'rank-author-scores', { authorIds: query.authorIds, candidateIds: [...pool.keys()], maxYear: query.maxYear });
  for (const row of rows) valuesOf(found, row.paperId as string).author = row.share as number;
}

async function graphLinks(pool: CandidatePool, seeds: readonly string[], engines: RankPorts, found: GraphFeatures): Promise<void> {
  if (seeds.length === 0) return;
  const rows = await readGraph(engines.graph, 'rank-graph-links', { candidateIds: [...pool.keys()], seeds: [...seeds] });
  for (const row of rows) {
    const links = found.graphLinks.get(row.paperId as string) ?? [];
    links.push({ seedId: row.seedId as string, citesSeed: row.citesSeed as boolean, citedBySeed: row.citedBySeed as boolean });
    found.graphLinks.set(row.paperId as string, links);
  }
  for (const [paperId, links] of found.graphLinks) {
    links.sort((a, b) => (a.seedId < b.seedId ? -1 : a.seedId > b.seedId ? 1 : 0));
    valuesOf(found.features, paperId).graph = links.length / seeds.length;
  }
}

/** The cocitation feature (features.ts): papers citing the candidate beside a seed, on a log scale. */
async function cocitations(pool: CandidatePool, query: RankQuery, seeds: readonly string[], engines: RankPorts, found: Map<string, FeatureValues>): Promise<void> {
  if (seeds.length === 0) return;
  const rows = await readGraph(engines.graph, 'rank-cocitation', { candidateIds: [...pool.keys()], seeds: [...seeds], maxYear: query.maxYear });
  for (const row of rows) valuesOf(found, row.paperId as string).cocitation = Math.log1p(row.cociting as number);
}

/**
 * The features read from the citation graph against the query: its authors, links to the head
 * (`seeds`) and, with `rankerOnly` (a learned ranker reads it), cocitation with the head.
 */
export async function graphFeatures(pool: CandidatePool, query: RankQuery, seeds: readonly string[], engines: RankPorts, rankerOnly = false): Promise<GraphFeatures> {
  const found: GraphFeatures = { features: new Map(), graphLinks: new Map() };
  if (pool.size === 0) return found;
  // Each fills maps of its own, joined once all are done.
  const authors = new Map<string, FeatureValues>();
  const cocited = new Map<string, FeatureValues>();
  await Promise.all([
    authorScores(pool, query, engines, authors),
    graphLinks(pool, seeds, engines, found),
    rankerOnly ? cocitations(pool, query, seeds, engines, cocited) : undefined,
  ]);
  for (const [paperId, values] of [...authors, ...cocited]) Object.assign(valuesOf(found.features, paperId), values);
  return found;
}

/** Feature values joined paper by paper (the later map's values win). Pure. */
export function joinedFeatures(...maps: ReadonlyMap<string, FeatureValues>[]): Map<string, FeatureValues> {
  const joined = new Map<string, FeatureValues>();
  for (const map of maps) for (const [paperId, values] of map) joined.set(paperId, { ...joined.get(paperId), ...values });
  return joined;
}

export const features: RankStage = {
  tag: 'features',
  async run({ pool, facts: { query, seeds } }, { settings, engines, fusion }): Promise<StageOutput<never>> {
    const [graph, citations] = await Promise.all([graphFeatures(pool, query, seeds, engines, fusion.rankerFeatures), citationFeatures(pool, query, settings, engines)]);
    return { features: joinedFeatures(graph.features, citations), graphLinks: graph.graphLinks };
  },
};
