/**
 * How many hits a concept search matched, and whether that is exact or a lower bound. Pure.
 *
 * LEXICAL: the papers BM25 matches, as Elasticsearch counts them (exact up to its limit).
 * DENSE and HYBRID: the papers whose margin reaches the relevance floor calibration fitted
 * (calibration.ts relevanceFloor). The search only sees the REFGRAPH_CONCEPT_SEARCH_DEPTH
 * nearest papers by cosine, so its count is exact only when it provably saw every match: the
 * nearest-neighbour list was not full (it holds every paper the filter allows), or the list's
 * last cosine is too low for any paper beyond it to reach the floor (a paper's margin is its
 * cosine minus its language's background, so none beyond it can exceed lastCosine − the lowest
 * background). Without a floor (an encoder never calibrated) every paper is a neighbour: the count
 * is the hits found, a lower bound when the list was full. It is never the depth cap as such.
 */

export type CountRelation = 'EXACT' | 'AT_LEAST';

export interface MatchCount {
  value: number;
  relation: CountRelation;
}

export interface DenseRetrieval {
  /** Hits the nearest-neighbour search returned, and how many it was asked for. */
  retrieved: number;
  depth: number;
  /** The lowest cosine among them (null when none). */
  lastCosine: number | null;
  /** The query's lowest background cosine over every background a paper can be measured against; null without calibration. */
  lowestBackground: number | null;
  floor: number | null;
}

/** Whether every paper at or above the floor (every paper, without one) is among the hits retrieved. */
export function sawEveryMatch({ retrieved, depth, lastCosine, lowestBackground, floor }: DenseRetrieval): boolean {
  if (retrieved < depth) return true;
  if (floor === null || lowestBackground === null || lastCosine === null) return false;
  return lastCosine - lowestBackground < floor;
}

/**
 * The count of a set of hits the search kept: exact when the search saw every match and kept
 * them all (none cut off by the depth), else a lower bound.
 */
export function keptCount(kept: number, complete: boolean, cutByDepth: boolean): MatchCount {
  return { value: kept, relation: complete && !cutByDepth ? 'EXACT' : 'AT_LEAST' };
}
