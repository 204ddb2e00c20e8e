/** Candidate stages from Elasticsearch: BM25 top-N and dense kNN top-N. */
import { knnPapers } from '../../search';
import { bm25Hits } from '../bm25-request';
import type { PaperFilter } from '../../search';
import { addCandidate, RankQuery, Stage } from '../types';

export function queryFilter(query: RankQuery): PaperFilter {
  return { ...query.filters, maxYear: query.maxYear, excludeIds: query.excludeIds };
}

export const bm25Candidates: Stage = {
  tag: 'bm25',
  async run(pool, { query, settings, engines }) {
    if (settings.bm25Candidates === 0) return pool;
    const hits = await bm25Hits(engines, query, settings.bm25Candidates, queryFilter(query));
    for (const hit of hits) addCandidate(pool, hit.paperId, 'bm25', { bm25: hit.score });
    return pool;
  },
};

export const denseCandidates: Stage = {
  tag: 'dense',
  async run(pool, { query, settings, engines }) {
    if (settings.denseCandidates === 0 || query.vector === null) return pool;
    const hits = await knnPapers(engines.search.client, engines.search.index, query.vector, settings.denseCandidates, queryFilter(query));
    for (const hit of hits) addCandidate(pool, hit.paperId, 'dense', { dense: hit.score });
    return pool;
  },
};
