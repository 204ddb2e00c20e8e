/**
 * The text features of candidates a retriever did not score: BM25 for papers kNN, the graph or
 * the most-cited prior brought, the cosine for papers BM25 and the others brought. They are read
 * with one request that also returns the facts the filters need (search/indexed-candidates.ts).
 */
import { indexedCandidates } from '../../search';
import type { CandidateScoring, IndexedCandidate } from '../../search';
import { bm25Reading } from '../bm25-request';
import type { Candidate, CandidatePool } from '../cascade/pool';
import type { FeatureValues } from '../features';
import type { RankPorts } from '../ports';
import type { RankQuery } from '../types';

/** The scores to ask of the index: the candidates lacking each, and what scores it. */
export type MissingScoring = Pick<CandidateScoring, 'bm25' | 'vector'> & { scoredOnly: { bm25: ReadonlySet<string>; dense: ReadonlySet<string> } };

/** The query's BM25 reading and vector, each only when some candidate lacks that score, asked for those candidates only. */
export async function missingTextScoring(pool: CandidatePool, query: RankQuery, engines: RankPorts): Promise<MissingScoring> {
  const candidates = [...pool.values()];
  const lacking = (feature: 'bm25' | 'dense') => new Set(candidates.filter((c) => c.raw[feature] === undefined).map((c) => c.paperId));
  const bm25 = lacking('bm25');
  const dense = query.vector === null ? new Set<string>() : lacking('dense');
  return {
    ...(bm25.size > 0 ? { bm25: await bm25Reading(engines, query) } : {}),
    ...(dense.size > 0 ? { vector: query.vector! } : {}),
    scoredOnly: { bm25, dense },
  };
}

/** Missing scores only: a retriever's own score stays (the index gives the same one). Pure. */
export function missingTextScores(candidate: Candidate, indexed: IndexedCandidate): FeatureValues {
  return {
    ...(candidate.raw.bm25 === undefined && indexed.bm25 !== undefined ? { bm25: indexed.bm25 } : {}),
    ...(candidate.raw.dense === undefined && indexed.dense !== undefined ? { dense: indexed.dense } : {}),
  };
}

/** The text features (BM25 and cosine against the query) of the candidates that lack them: how alike candidates and query read. */
export async function textFeatures(pool: CandidatePool, query: RankQuery, engines: RankPorts): Promise<Map<string, FeatureValues>> {
  const found = new Map<string, FeatureValues>();
  if (pool.size === 0) return found;
  const scoring = await missingTextScoring(pool, query, engines);
  const lacking = [...pool.values()].filter((c) => scoring.scoredOnly.bm25.has(c.paperId) || scoring.scoredOnly.dense.has(c.paperId));
  if (lacking.length === 0) return found;
  const indexed = await indexedCandidates(engines.search.client, engines.search.index, { paperIds: lacking.map((c) => c.paperId), facts: false, ...scoring });
  for (const [paperId, candidate] of indexed) found.set(paperId, missingTextScores(pool.get(paperId)!, candidate));
  return found;
}
