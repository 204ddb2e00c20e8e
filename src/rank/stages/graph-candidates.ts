/** Candidate stages from the Neo4j citation graph: the popularity prior and graph expansion. */
import neo4j from 'neo4j-driver';
import { cypher } from '../../graph/cypher';
import { addCandidate, Candidate, Stage } from '../types';

export const popularCandidates: Stage = {
  tag: 'popular',
  async run(pool, { query, settings, engines }) {
    if (settings.popularCandidates === 0) return pool;
    // Enough extra papers to stay at the wanted size once the query's exclusions are removed.
    const limit = settings.popularCandidates + query.excludeIds.length;
    const popular = await engines.popularity.get(query.maxYear, limit, async () => {
      const { records } = await engines.neo4j.executeQuery(cypher('rank-popular'), { maxYear: query.maxYear, limit: neo4j.int(limit) }, { routing: 'READ' });
      return records.map((record) => ({ paperId: record.get('paperId') as string, citations: record.get('citations') as number }));
    });
    popular
      .filter((paper) => !query.excludeIds.includes(paper.paperId))
      .slice(0, settings.popularCandidates)
      .forEach((paper) => addCandidate(pool, paper.paperId, 'popular'));
    return pool;
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

/**
 * Adds the citation neighbours of the best text candidates (BM25's and kNN's heads): papers
 * that text misses but the literature links to what text found. Also fixes the seeds the
 * graph feature is computed against.
 */
export const graphExpansion: Stage = {
  tag: 'graph',
  async run(pool, context) {
    const { settings, engines, query } = context;
    context.seeds = [...new Set([...head(pool.values(), 'bm25', settings.expansionSeeds), ...head(pool.values(), 'dense', settings.expansionSeeds)])];
    if (settings.expansionLimit === 0 || context.seeds.length === 0) return pool;
    const { records } = await engines.neo4j.executeQuery(
      cypher('rank-expansion'),
      { seeds: context.seeds, maxYear: query.maxYear, excludeIds: query.excludeIds, limit: neo4j.int(settings.expansionLimit) },
      { routing: 'READ' },
    );
    for (const record of records) addCandidate(pool, record.get('paperId') as string, 'graph');
    return pool;
  },
};
