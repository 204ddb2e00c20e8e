/**
 * The text features of candidates a retriever did not score: BM25 for papers kNN, the graph or
 * the most-cited prior brought, the cosine for papers BM25 and the others brought. They are read
 * with one request that also returns the facts the filters need (search/indexed-candidates.ts).
 */
import type { CandidateScoring, IndexedCandidate } from '../../search';
import { bm25Reading } from '../bm25-request';
import type { Candidate, CandidatePool, RankContext } from '../types';

/** The query's BM25 reading and vector, each only when some candidate lacks that score. */
export async function missingTextScoring(pool: CandidatePool, { query, engines }: RankContext): Promise<Pick<CandidateScoring, 'bm25' | 'vector'>> {
  const candidates = [...pool.values()];
  const lacksBm25 = candidates.some((c) => c.raw.bm25 === undefined);
  const lacksDense = query.vector !== null && candidates.some((c) => c.raw.dense === undefined);
  return { ...(lacksBm25 ? { bm25: await bm25Reading(engines, query) } : {}), ...(lacksDense ? { vector: query.vector! } : {}) };
}

/** Missing scores only: a retriever's own score stays (the index gives the same one). */
export function fillTextScores(candidate: Candidate, indexed: IndexedCandidate): void {
  if (candidate.raw.bm25 === undefined && indexed.bm25 !== undefined) candidate.raw.bm25 = indexed.bm25;
  if (candidate.raw.dense === undefined && indexed.dense !== undefined) candidate.raw.dense = indexed.dense;
}
