import { EMPTY_POOL, mergeOutput } from '../../../src/rank/cascade/pool';
import type { FeatureValues } from '../../../src/rank/features';
import type { FusionMethod } from '../../../src/rank/fusion';
import type { LearnedRanker } from '../../../src/rank/learned/ranker-model';
import { FEATURES } from '../../../src/rank/features';
import { removedAmong, withoutRemoved } from '../../../src/rank/removed-after-scoring';
import { fusion } from '../../../src/rank/stages/fuse';
import { rankFacts, RankStageContext, RankedPaper } from '../../../src/rank/stages/rank-stage';
import type { RankPorts } from '../../../src/rank/ports';

const weights = { bm25: 0.5, dense: 0.5, citations: 0.1, recentCitations: 0.25, author: 0.3, graph: 2 };
/** score = bm25 + relu(dense − 0.5): a model whose output is not a weighted sum. */
const ranker: LearnedRanker = { features: [...FEATURES], layers: [{ weights: [[1, 0, 0, 0, 0, 0], [0, 1, 0, 0, 0, 0]], bias: [0, -0.5] }, { weights: [[1, 1]], bias: [0] }] };

/**
 * 'top' holds the largest BM25 and the smallest cosine, 'low' the smallest citations: removed
 * before scoring, either would move a min-max range and so every other score.
 */
const RAW: Record<string, FeatureValues> = {
  top: { bm25: 30, dense: 0.2, citations: 3 },
  a: { bm25: 12, dense: 0.9, citations: 2 },
  b: { bm25: 10, dense: 0.85, citations: 4 },
  c: { bm25: 8, dense: 0.6, citations: 1 },
  d: { bm25: 2, dense: 0.7, citations: 2, graph: 0.5 },
  low: { bm25: 1, dense: 0.5, citations: 0 },
};

const pool = mergeOutput(EMPTY_POOL, { added: Object.entries(RAW).map(([paperId, raw]) => ({ paperId, source: 'bm25', raw })) });

async function fused(method: FusionMethod, k: number, removed: string[] = []): Promise<{ results: RankedPaper[]; ranked: number }> {
  const context = { engines: { learnedRanker: ranker } as unknown as RankPorts, settings: {} as RankStageContext['settings'], fusion: { method, weights, k, removed: new Set(removed), rankerFeatures: false } };
  const facts = rankFacts({ text: 'q', vector: null, year: 2021, maxYear: 2020, excludeIds: [], authorIds: [], filters: {} });
  const output = await fusion.run({ pool, facts }, context);
  return output.facts!.ranking!;
}

describe('papers removed after scoring', () => {
  it('keeps the first k that are not removed, in order', () => {
    const ranked = ['a', 'b', 'c', 'd'].map((paperId) => ({ paperId }));
    expect(withoutRemoved(ranked, new Set(['b']), 2)).toEqual([{ paperId: 'a' }, { paperId: 'c' }]);
    expect(withoutRemoved(ranked, new Set(['x']), 10)).toEqual(ranked);
    expect(withoutRemoved(ranked, new Set(), 0)).toEqual([]);
    expect(removedAmong(['a', 'b', 'c'], new Set(['b', 'x']))).toBe(1);
  });

  it.each(['WEIGHTED', 'RRF', 'LEARNED'] as const)('%s: the others keep exactly the scores and order of the ranking without the removal', async (method) => {
    const whole = await fused(method, 6);
    for (const removed of [['top'], ['low'], ['top', 'low'], [whole.results[0]!.paperId]]) {
      // k = 3: the ranking must reach past the removed papers to still give 3.
      const left = await fused(method, 3, removed);
      const expected = whole.results.filter((r) => !removed.includes(r.paperId)).slice(0, 3);
      expect(left.results.map((r) => r.paperId)).toEqual(expected.map((r) => r.paperId));
      expect(left.results.map((r) => r.score)).toEqual(expected.map((r) => r.score));
      expect(left.results.map((r) => r.contributions)).toEqual(expected.map((r) => r.contributions));
      expect(left.results.map((r) => r.rank)).toEqual([1, 2, 3]);
      expect(left.ranked).toBe(whole.ranked - removed.length);
    }
  });
});
