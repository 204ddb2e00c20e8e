/**
 * How alike the papers of a map are by citations, pair by pair, as Connected Papers places them:
 * co-citation (papers citing both) and bibliographic coupling (references both cite) counted
 * together, so two papers are alike whether later work reads them together or they build on the
 * same work, and a paper with no references (or no citations yet) still has neighbours. Pure.
 */
import { saltonCosine } from './similarity';

/** A pair of papers (`source` < `target`) and a count they share. */
export interface PairCount {
  source: string;
  target: string;
  shared: number;
}

export interface PaperDegrees {
  /** Papers citing it. */
  citations: number;
  /** Papers it cites. */
  references: number;
}

export interface SimilarityLink {
  source: string;
  target: string;
  /** Papers citing both. */
  coCited: number;
  /** References both cite. */
  coupled: number;
  /** Salton's cosine of the two papers' citing and cited papers together (see `similarityLinks`). */
  similarity: number;
}

/**
 * Every pair sharing a citing paper or a reference, most alike first (then by ids). The
 * similarity is Salton's cosine over each paper's neighbours (citing papers and references as
 * separate dimensions): (coCited + coupled) / sqrt((citations + references) of one · of the other).
 */
export function similarityLinks(coCited: readonly PairCount[], coupled: readonly PairCount[], degrees: ReadonlyMap<string, PaperDegrees>): SimilarityLink[] {
  const pairs = new Map<string, SimilarityLink>();
  const pairOf = ({ source, target }: PairCount): SimilarityLink => {
    const key = `${source}\u0000${target}`;
    let link = pairs.get(key);
    if (link === undefined) {
      link = { source, target, coCited: 0, coupled: 0, similarity: 0 };
      pairs.set(key, link);
    }
    return link;
  };
  for (const pair of coCited) pairOf(pair).coCited += pair.shared;
  for (const pair of coupled) pairOf(pair).coupled += pair.shared;
  const degreeOf = (id: string) => {
    const known = degrees.get(id);
    if (known === undefined) throw new RangeError(`no degrees for paper ${id}`);
    return known.citations + known.references;
  };
  for (const link of pairs.values()) link.similarity = saltonCosine(link.coCited + link.coupled, degreeOf(link.source), degreeOf(link.target));
  return [...pairs.values()].sort(bySimilarity);
}

function bySimilarity(a: SimilarityLink, b: SimilarityLink): number {
  return b.similarity - a.similarity || (a.source < b.source ? -1 : a.source > b.source ? 1 : a.target < b.target ? -1 : a.target > b.target ? 1 : 0);
}

/**
 * The links worth drawing: each paper's `perPaper` most alike (a link stays when it is among the
 * strongest of either end), and every link of `keepAllOf` (the map's centre, whose similarity to
 * each paper the time layout plots). Bounds the answer by papers × perPaper instead of papers².
 */
export function strongestLinks(links: readonly SimilarityLink[], perPaper: number, keepAllOf?: string): SimilarityLink[] {
  const kept = new Map<string, number>();
  return [...links].sort(bySimilarity).filter((link) => {
    if (link.source === keepAllOf || link.target === keepAllOf) return true;
    const [a, b] = [kept.get(link.source) ?? 0, kept.get(link.target) ?? 0];
    if (a >= perPaper && b >= perPaper) return false;
    kept.set(link.source, a + 1);
    kept.set(link.target, b + 1);
    return true;
  });
}
