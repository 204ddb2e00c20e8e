/** The citation path the neighbourhood view highlights, between the centre and a chosen paper. Pure. */

export const CITATION_PATH = `query CitationPathBetween($fromId: ID!, $toId: ID!) {
  citationPath(fromId: $fromId, toId: $toId, directed: false, maxDepth: 6, first: 1) {
    length paths { papers { id title year } edges { source target } }
  }
}`;

export interface CitationPathAnswer {
  citationPath: {
    length: number | null;
    paths: { papers: { id: string; title: string; year: number }[]; edges: { source: string; target: string }[] }[];
  };
}

/** The papers and citations of the first shortest path, as graph element ids (edges as "source->target"). */
export function highlightedElements(answer: CitationPathAnswer): string[] {
  const path = answer.citationPath.paths[0];
  if (!path) return [];
  return [...path.papers.map((paper) => paper.id), ...path.edges.map((edge) => `${edge.source}->${edge.target}`)];
}
