/**
 * Argument checks and work bounds of the citation-graph queries. Pure: the adapters ask these
 * before running anything, so a bad or too-large request never reaches Neo4j.
 */
import { invalidArgument, RefgraphError } from '../errors/refgraph-error';

export const CITATION_DIRECTIONS = ['OUT', 'IN', 'BOTH'] as const;
/** OUT follows references (citing → cited), IN follows citations (cited ← citing), BOTH either. */
export type CitationDirection = (typeof CITATION_DIRECTIONS)[number];

/** Neighbourhoods go at most this far: beyond three hops a citation graph is most of the corpus. */
export const MAX_NEIGHBOURHOOD_DEPTH = 3;
/** cypher/citation-path-*.cypher hold one branch per depth up to this one. */
export const MAX_PATH_DEPTH = 6;

export interface YearWindow {
  yearFrom: number | null;
  yearTo: number | null;
}

export function checkedDepth(name: string, value: number, max: number): number {
  if (!Number.isInteger(value) || value < 1 || value > max) throw invalidArgument(name, `must be an integer in [1, ${max}], got ${value}`);
  return value;
}

export function checkedYearWindow(yearFrom: number | null | undefined, yearTo: number | null | undefined): YearWindow {
  for (const [name, year] of [['yearFrom', yearFrom], ['yearTo', yearTo]] as const) {
    if (year != null && !Number.isInteger(year)) throw invalidArgument(name, `must be an integer year, got ${year}`);
  }
  if (yearFrom != null && yearTo != null && yearFrom > yearTo) throw invalidArgument('yearFrom', `must not be after yearTo (${yearFrom} > ${yearTo})`);
  return { yearFrom: yearFrom ?? null, yearTo: yearTo ?? null };
}

/** The direction of each hop of a traversal `depth` hops deep in one direction. */
export function uniformSteps(direction: CitationDirection, depth: number): CitationDirection[] {
  return Array.from({ length: depth }, () => direction);
}

/**
 * Refuses a query whose estimated relationship traversals exceed the cap. The estimate counts
 * paths from node degrees, an upper bound of what the de-duplicating traversal follows.
 */
export function checkTraversalEstimate(query: string, estimate: number, cap: number): void {
  if (estimate > cap) {
    throw new RefgraphError(
      'QUERY_TOO_LARGE',
      `${query}: would follow about ${estimate} citation links (cap ${cap}); ask for less (smaller depth, one direction, a year window)`,
      { query, estimate, cap },
    );
  }
}
