/** Negatives for one query paper: candidates of a strategy, then a seeded sample of them. */
import { negativeCandidates, NegativeSources, QueryPaper } from './negative-candidates';
import { derivedSeed, mulberry32, drawInOrder } from '../common/random';
import { hardPoolSize, NegativeStrategy } from './strategies';

/**
 * k negatives (fewer when the strategy has fewer candidates) in draw order. The sample depends
 * only on the seed, the query paper, the strategy and the candidates: same inputs, same negatives.
 * `exclude`: papers already drawn for this query (by another strategy), never drawn again.
 */
export async function drawNegatives(
  sources: NegativeSources,
  query: QueryPaper,
  strategy: NegativeStrategy,
  k: number,
  seed: number,
  exclude: ReadonlySet<string> = new Set(),
): Promise<string[]> {
  if (k === 0) return [];
  const candidates = await negativeCandidates(sources, query, strategy, hardPoolSize(k + exclude.size));
  return drawInOrder(
    candidates.filter((id) => !exclude.has(id)),
    k,
    mulberry32(derivedSeed(seed, query.id, strategy)),
  );
}
