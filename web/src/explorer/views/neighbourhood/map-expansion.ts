/**
 * A map grown in place: the drawn neighbourhood plus, for each expanded paper, its own one-hop
 * neighbours. Papers already drawn stay as they are (with their hop distance from the centre);
 * an added paper records the paper whose expansion brought it. Pure.
 */
import type { GraphNode, Neighbourhood } from './neighbourhood-query';

export interface Expansion {
  parent: string;
  neighbourhood: Neighbourhood;
}

export interface GrownMap {
  nodes: GraphNode[];
  edges: { source: string; target: string }[];
  /** Added paper id → the expanded paper that brought it. */
  addedBy: Map<string, string>;
}

export function grownMap(base: Neighbourhood, expansions: readonly Expansion[]): GrownMap {
  const nodes = [base.centre, ...base.nodes];
  const known = new Set(nodes.map((n) => n.id));
  const edgeKey = (e: { source: string; target: string }) => `${e.source}->${e.target}`;
  const edges = [...base.edges];
  const knownEdges = new Set(edges.map(edgeKey));
  const addedBy = new Map<string, string>();
  for (const { parent, neighbourhood } of expansions) {
    for (const node of neighbourhood.nodes) {
      if (known.has(node.id)) continue;
      known.add(node.id);
      addedBy.set(node.id, parent);
      nodes.push(node);
    }
    for (const edge of neighbourhood.edges) {
      // Only citations between drawn papers: the expansion's edges all touch its own papers.
      if (!known.has(edge.source) || !known.has(edge.target) || knownEdges.has(edgeKey(edge))) continue;
      knownEdges.add(edgeKey(edge));
      edges.push(edge);
    }
  }
  return { nodes, edges, addedBy };
}
