/**
 * The last stage: the candidates' features normalised per query (dense per paper language for a
 * placed query, features.ts's languageGroups), fused by the request's method, and the first k
 * that the request does not remove kept (removed-after-scoring.ts), with why each was found (its
 * sources, its links to the head). Pure but for the ranker it is given.
 */
import { RefgraphError } from '../../errors/refgraph-error';
import { libraryLanguages, mainLanguage } from '../../search';
import type { Candidate } from '../cascade/pool';
import { languageGroups, normaliseFeatures } from '../features';
import { fuse } from '../fusion';
import { learnedFusion } from '../learned/learned-fusion';
import { removedAmong, withoutRemoved } from '../removed-after-scoring';
import type { LearnedRanker } from '../learned/ranker-model';
import type { QueryPlacement, RankStage } from './rank-stage';

/** The ranker LEARNED fusion needs; a server without one refuses the request with what to set. */
export function requiredRanker(ranker: LearnedRanker | null | undefined): LearnedRanker {
  if (ranker === undefined || ranker === null) {
    throw new RefgraphError('INVALID_ARGUMENT', 'fusion LEARNED needs a learned ranker, and this server has none: `refgraph train ranker` fits one, REFGRAPH_RANKER_FILE serves it', { argument: 'fusion' });
  }
  return ranker;
}

/** The query's language against the library's main one (features.ts's languageGroups). */
function normalisationGroups(placement: QueryPlacement, candidates: readonly Candidate[]): string[] | undefined {
  const { language, counts } = placement;
  return languageGroups(language, mainLanguage(counts), libraryLanguages(counts), candidates.map((c) => c.language ?? null));
}

export const fusion: RankStage = {
  tag: 'fusion',
  async run({ pool, facts }, { engines, fusion: { method, weights, k, removed } }) {
    const candidates = [...pool.values()];
    const normalised = normaliseFeatures(candidates.map((c) => c.raw), normalisationGroups(facts.placement, candidates));
    const inputs = candidates.map((c, i) => ({ paperId: c.paperId, features: normalised[i]! }));
    const removedCount = removedAmong(pool.keys(), removed);
    const fused = method === 'LEARNED' ? learnedFusion(inputs, requiredRanker(engines.learnedRanker), k + removedCount) : fuse(method, inputs, weights);
    const featuresOf = new Map(inputs.map((input) => [input.paperId, input.features]));
    const results = withoutRemoved(fused, removed, k).map((result, i) => ({
      ...result,
      rank: i + 1,
      features: featuresOf.get(result.paperId)!,
      sources: [...pool.get(result.paperId)!.sources].sort(),
      graphLinks: [...(pool.get(result.paperId)!.graphLinks ?? [])],
    }));
    return { kept: new Set(results.map((r) => r.paperId)), facts: { ranking: { results, ranked: candidates.length - removedCount } } };
  },
};
