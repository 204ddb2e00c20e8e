/** Turns the rows of cypher/neighbourhood-*.cypher into nodes and edges ready to draw. Pure. */
import type { CitationEdge, GraphPaper } from './graph-paper';

export interface NeighbourhoodNode extends GraphPaper {
  /** Shortest hop distance from the centre (0 for the centre itself). */
  depth: number;
}

/** A kept paper with the ids of every paper it cites, kept or not. */
export interface ReachedPaper extends NeighbourhoodNode {
  references: string[];
}

export interface Neighbourhood {
  centre: NeighbourhoodNode;
  /** Nearest first, then most cited, then by id; the centre is not among them. */
  nodes: NeighbourhoodNode[];
  /** Every CITES edge between two drawn papers (centre included), sorted by source then target. */
  edges: CitationEdge[];
  /** Papers within reach, before the limit. */
  reachable: number;
  truncated: boolean;
  /** Upper bound of the citation links the traversal could follow (checked against the cap). */
  estimatedTraversals: number;
}

export function drawNeighbourhood(centre: ReachedPaper, kept: readonly ReachedPaper[], reachable: number, estimatedTraversals: number): Neighbourhood {
  const drawn = new Set([centre.id, ...kept.map((p) => p.id)]);
  const edges: CitationEdge[] = [];
  for (const paper of [centre, ...kept]) {
    for (const target of new Set(paper.references)) if (drawn.has(target) && target !== paper.id) edges.push({ source: paper.id, target });
  }
  edges.sort((a, b) => compare(a.source, b.source) || compare(a.target, b.target));
  const node = ({ references: _references, ...rest }: ReachedPaper): NeighbourhoodNode => rest;
  return { centre: node(centre), nodes: kept.map(node), edges, reachable, truncated: kept.length < reachable, estimatedTraversals };
}

function compare(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
