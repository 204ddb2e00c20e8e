/** Candidate stages from the Neo4j citation graph: the popularity prior and graph expansion. */
import neo4j from 'neo4j-driver';
import { GraphReader, readGraph } from '../../graph';
import { mostCitedByBound } from '../most-cited';
import type { PopularPaper } from '../popularity-cache';
import type { Candidate, CandidatePool } from '../cascade/pool';
import type { RankSettings } from '../types';
import type { RankStage } from './rank-stage';

/** The `limit` papers most cited by papers published in or before `maxYear`, with their counts. */
export function mostCitedAsOf(graph: GraphReader, maxYear: number, limit: number): Promise<PopularPaper[]> {
  return mostCitedByBound(limit, async (skip, size) => {
    const rows = await readGraph(graph, 'rank-popular', { maxYear, skip: neo4j.int(skip), size: neo4j.int(size) });
    return rows.map((row) => ({ paperId: row.paperId as string, bound: row.bound as number, citations: row.citations as number }));
  });
}

export const popularCandidates: RankStage = {
  tag: 'popular',
  async run({ facts: { query } }, { settings, engines }) {
    if (settings.popularCandidates === 0) return {};
    // Enough extra papers to stay at the wanted size once the query's exclusions are removed.
    const limit = settings.popularCandidates + query.excludeIds.length;
    const popular = await engines.caches.popularity.forYear(query.maxYear, limit, () => mostCitedAsOf(engines.graph, query.maxYear, limit));
    const added = popular
      .filter((paper) => !query.excludeIds.includes(paper.paperId))
      .slice(0, settings.popularCandidates)
      .map((paper) => ({ paperId: paper.paperId, source: 'popular' }));
    return { added };
  },
};

/** The head of a text ranking: the best candidates by one raw feature. */
function head(pool: Iterable<Candidate>, feature: 'bm25' | 'dense', size: number): string[] {
  return [...pool]
    .filter((c) => c.raw[feature] !== undefined)
    .sort((a, b) => b.raw[feature]! - a.raw[feature]! || (a.paperId < b.paperId ? -1 : 1))
    .slice(0, size)
    .map((c) => c.paperId);
}

/** The seeds of expansion and of the graph feature: the heads of the BM25 and kNN retrievals. Pure. */
export function expansionSeeds(pool: CandidatePool, settings: RankSettings): string[] {
  return [...new Set([...head(pool.values(), 'bm25', settings.expansionSeeds), ...head(pool.values(), 'dense', settings.expansionSeeds)])];
}

/**
 * Adds the citation neighbours of the best text candidates (the head, kept as the fact `seeds`
 * for the graph feature): papers that text misses but the literature links to what text found.
 * `anchors` lead the head whatever text found: a seed paper of recommendFromPapers expands from
 * itself too.
 */
export function expandGraph(anchors: readonly string[] = []): RankStage {
  return {
    tag: 'graph',
    async run({ pool, facts: { query } }, { settings, engines }) {
      const seeds = [...anchors, ...expansionSeeds(pool, settings)];
      if (settings.expansionLimit === 0 || seeds.length === 0) return { facts: { seeds } };
      const rows = await readGraph(engines.graph, 'rank-expansion', {
        seeds,
        maxYear: query.maxYear,
        excludeIds: query.excludeIds,
        limit: neo4j.int(settings.expansionLimit),
      });
      return { added: rows.map((row) => ({ paperId: row.paperId as string, source: 'graph' })), facts: { seeds } };
    },
  };
}

export const graphExpansion = expandGraph();
