/** Citation-based similarity measures, from counts. Pure. */

/**
 * Salton's cosine: shared / sqrt(degreeA · degreeB). For co-citation the degrees are the two
 * papers' citation counts (shared = papers citing both); for bibliographic coupling they are
 * their reference counts (shared = references in common). 0 when either degree is 0.
 */
export function saltonCosine(shared: number, degreeA: number, degreeB: number): number {
  if (shared < 0 || shared > Math.min(degreeA, degreeB)) throw new RangeError(`shared ${shared} is outside [0, min(${degreeA}, ${degreeB})]`);
  return degreeA === 0 || degreeB === 0 ? 0 : shared / Math.sqrt(degreeA * degreeB);
}

/**
 * Citation overlap (MDCR): O(q, c) = |OUT(q) ∩ (OUT(c) ∪ IN(c))| / |OUT(q)|, the share of the
 * query's references that the candidate cites or is cited by. 0 when the query cites nothing
 * (no references: nothing to overlap with, rather than undefined).
 */
export function citationOverlap(shared: number, queryReferences: number): number {
  if (shared < 0 || shared > queryReferences) throw new RangeError(`shared ${shared} is outside [0, ${queryReferences}]`);
  return queryReferences === 0 ? 0 : shared / queryReferences;
}

/**
 * A score as a share of the total over its graph (0 when the total is 0): GDS PageRank sums to
 * about the number of papers, so raw scores of graphs of different sizes do not compare.
 */
export function scoreShare(score: number, total: number): number {
  if (score < 0 || total < score) throw new RangeError(`score ${score} is outside [0, ${total}]`);
  return total === 0 ? 0 : score / total;
}
