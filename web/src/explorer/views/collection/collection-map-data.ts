/**
 * The map of a collection: its accepted papers (the first MAP_PAPERS in the reader's order), each
 * with its nearest citation neighbours, merged into one drawing. Its centre is the collected paper
 * with the most citations among the drawn papers (the most cited of those, then the reader's
 * first, on a tie): the paper the collection hangs on. Pure.
 */
import type { Expansion } from '../neighbourhood/map-expansion';
import type { GraphNode } from '../neighbourhood/neighbourhood-query';

/** Collected papers drawn: as many as recommendFromPapers takes as seeds. */
export const MAP_PAPERS = 20;
/** Neighbours asked around each collected paper (one hop, both ways, nearest and most cited first). */
export const NEIGHBOURS_PER_PAPER = 10;

export interface CollectionMapRequest {
  paperId: string;
  variables: Record<string, unknown>;
}

export function collectionMapRequests(accepted: readonly string[]): CollectionMapRequest[] {
  return accepted.slice(0, MAP_PAPERS).map((paperId) => ({ paperId, variables: { paperId, depth: 1, direction: 'BOTH', yearFrom: null, yearTo: null, first: NEIGHBOURS_PER_PAPER } }));
}

export interface CollectionMapData {
  centre: GraphNode;
  /** The centre first, then the other collected papers in the reader's order, then their neighbours. */
  papers: GraphNode[];
  edges: { source: string; target: string }[];
  collected: ReadonlySet<string>;
  /** Neighbour → the first collected paper it was found around. */
  neighbourOf: ReadonlyMap<string, string>;
}

/** The merged map once every collected paper's neighbourhood is in; null before, or with nothing collected. */
export function collectionMap(requests: readonly CollectionMapRequest[], expansions: readonly Expansion[]): CollectionMapData | null {
  if (requests.length === 0 || expansions.length < requests.length) return null;
  const byPaper = new Map(expansions.map((e) => [e.parent, e.neighbourhood]));
  const neighbourhoods = requests.map((r) => byPaper.get(r.paperId)).filter((n) => n !== undefined);
  if (neighbourhoods.length < requests.length) return null;
  const collectedPapers = neighbourhoods.map((n) => ({ ...n.centre, depth: 0 }));
  const collected = new Set(collectedPapers.map((p) => p.id));
  const neighbours: GraphNode[] = [];
  const neighbourOf = new Map<string, string>();
  const edges = new Map<string, { source: string; target: string }>();
  for (const neighbourhood of neighbourhoods) {
    for (const node of neighbourhood.nodes) {
      if (collected.has(node.id) || neighbourOf.has(node.id)) continue;
      neighbourOf.set(node.id, neighbourhood.centre.id);
      neighbours.push({ ...node, depth: 1 });
    }
    for (const edge of neighbourhood.edges) edges.set(`${edge.source}->${edge.target}`, { source: edge.source, target: edge.target });
  }
  const links = new Map<string, number>();
  for (const { source, target } of edges.values()) for (const id of [source, target]) links.set(id, (links.get(id) ?? 0) + 1);
  const centre = collectedPapers.reduce((best, paper) => {
    const [mine, theirs] = [links.get(paper.id) ?? 0, links.get(best.id) ?? 0];
    return mine > theirs || (mine === theirs && paper.citationCount > best.citationCount) ? paper : best;
  });
  return { centre, papers: [centre, ...collectedPapers.filter((p) => p !== centre), ...neighbours], edges: [...edges.values()], collected, neighbourOf };
}
