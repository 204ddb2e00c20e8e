/**
 * Ranking of concept-search candidates by mode. Pure.
 *
 * - LEXICAL: BM25 order; candidates are the BM25 hits.
 * - DENSE: cosine between the query vector and the paper's indexed vector; candidates are the
 *   kNN hits, re-scored exactly (HNSW finds them, the cosine is computed on the stored floats
 *   so it matches what calibration measured).
 * - HYBRID: reciprocal rank fusion (src/rank/fusion.ts, K = 60, equal weights) of the BM25
 *   rank and the cosine rank over the union of both retrievers' hits. A candidate BM25 did not
 *   find has no BM25 score and gets nothing from it.
 */
import { cosine } from '../embed';
import { Feature, FEATURES, fuse } from '../rank';
import type { Weights } from '../rank';
import type { PaperFacts, SearchHit } from '../search';
import type { ConceptSearchMode } from './concept-query';

export interface RankedCandidate {
  paperId: string;
  /** The mode's score: BM25, cosine or fused RRF. */
  score: number;
  bm25: number | null;
  /** null when cosines were not needed or the paper has no vector. */
  cosine: number | null;
  facts: PaperFacts;
}

const HYBRID_WEIGHTS: Weights = Object.fromEntries(FEATURES.map((f: Feature) => [f, f === 'bm25' || f === 'dense' ? 1 : 0])) as Weights;

function byScoreThenId(a: RankedCandidate, b: RankedCandidate): number {
  return b.score - a.score || (a.paperId < b.paperId ? -1 : a.paperId > b.paperId ? 1 : 0);
}

/**
 * Candidates in rank order. Hits whose paper the index no longer describes (a stale hit) and,
 * when ranking by cosine, papers without a vector are left out.
 */
export function rankConceptCandidates(
  mode: ConceptSearchMode,
  lexical: readonly SearchHit[],
  dense: readonly SearchHit[],
  facts: ReadonlyMap<string, PaperFacts>,
  queryVector: Float32Array | null,
): RankedCandidate[] {
  const bm25 = new Map(lexical.map((hit) => [hit.paperId, hit.score]));
  const ids = mode === 'LEXICAL' ? lexical.map((h) => h.paperId) : mode === 'DENSE' ? dense.map((h) => h.paperId) : [...new Set([...lexical, ...dense].map((h) => h.paperId))];
  const candidates: RankedCandidate[] = [];
  for (const paperId of ids) {
    const paper = facts.get(paperId);
    if (!paper) continue;
    const similarity = queryVector && paper.embedding ? cosine(queryVector, paper.embedding) : null;
    if (mode !== 'LEXICAL' && similarity === null) continue;
    candidates.push({ paperId, score: 0, bm25: bm25.get(paperId) ?? null, cosine: similarity, facts: paper });
  }
  if (mode === 'LEXICAL') return candidates.map((c) => ({ ...c, score: c.bm25! })).sort(byScoreThenId);
  if (mode === 'DENSE') return candidates.map((c) => ({ ...c, score: c.cosine! })).sort(byScoreThenId);
  const fused = fuse(
    'RRF',
    candidates.map((c) => ({ paperId: c.paperId, features: { ...zeroFeatures(), bm25: c.bm25 ?? 0, dense: c.cosine! } })),
    HYBRID_WEIGHTS,
  );
  const byId = new Map(candidates.map((c) => [c.paperId, c]));
  return fused.map((f) => ({ ...byId.get(f.paperId)!, score: f.score }));
}

function zeroFeatures(): Record<Feature, number> {
  return Object.fromEntries(FEATURES.map((f) => [f, 0])) as Record<Feature, number>;
}
