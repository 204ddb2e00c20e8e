/** Candidate stages from Elasticsearch: BM25 top-N and dense kNN top-N. */
import { knnPapers } from '../../search';
import { bm25Hits } from '../bm25-request';
import type { PaperFilter } from '../../search';
import type { RankQuery } from '../types';
import type { RankStage } from './rank-stage';

export function queryFilter(query: RankQuery): PaperFilter {
  return { ...query.filters, maxYear: query.maxYear, excludeIds: query.excludeIds };
}

export const bm25Candidates: RankStage = {
  tag: 'bm25',
  async run({ facts: { query } }, { settings, engines }) {
    if (settings.bm25Candidates === 0) return {};
    const hits = await bm25Hits(engines, query, settings.bm25Candidates, queryFilter(query));
    return { added: hits.map((hit) => ({ paperId: hit.paperId, source: 'bm25', raw: { bm25: hit.score } })) };
  },
};

export const denseCandidates: RankStage = {
  tag: 'dense',
  async run({ facts: { query } }, { settings, engines }) {
    if (settings.denseCandidates === 0 || query.vector === null) return {};
    const hits = await knnPapers(engines.search.client, engines.search.index, query.vector, settings.denseCandidates, queryFilter(query));
    return { added: hits.map((hit) => ({ paperId: hit.paperId, source: 'dense', raw: { dense: hit.score } })) };
  },
};
