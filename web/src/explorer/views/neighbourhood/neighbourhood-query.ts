/** What the neighbourhood view asks the API, from its URL parameters. Pure. */

export const DIRECTIONS = [
  { id: 'BOTH', label: 'both ways' },
  { id: 'OUT', label: 'references (papers it cites)' },
  { id: 'IN', label: 'citations (papers citing it)' },
] as const;

export const NEIGHBOURHOOD = `query Neighbourhood($paperId: ID!, $depth: Int!, $direction: CitationDirection!, $yearFrom: Year, $yearTo: Year, $first: Int) {
  neighbourhood(paperId: $paperId, depth: $depth, direction: $direction, yearFrom: $yearFrom, yearTo: $yearTo, first: $first) {
    centre { ...DrawnPaper }
    nodes { ...DrawnPaper }
    edges { source target }
    reachable truncated
  }
}
fragment DrawnPaper on NeighbourhoodNode { id title year citationCount depth paper { shortLabel venue { name } authors { name } } }`;

/** Links among the drawn papers (co-citation and coupling) for the layouts, and the map's prior and derivative works. */
export const SIMILARITY_MAP = `query SimilarityMap($paperIds: [ID!]!, $centreId: ID!) {
  similarityMap(paperIds: $paperIds, centreId: $centreId, linksPerPaper: 8, first: 8) {
    links { source target coCited coupled similarity }
    priorWorks { ...MapNeighbourPaper }
    derivativeWorks { ...MapNeighbourPaper }
  }
}
fragment MapNeighbourPaper on MapNeighbour { papers paper { id title year shortLabel citationCount } }`;

export interface GraphNode {
  id: string;
  title: string;
  year: number;
  citationCount: number;
  depth: number;
  paper: { shortLabel: string; venue: { name: string } | null; authors: { name: string }[] };
}

export interface SimilarityLink {
  source: string;
  target: string;
  coCited: number;
  coupled: number;
  similarity: number;
}

export interface MapNeighbour {
  papers: number;
  paper: { id: string; title: string; year: number; shortLabel: string; citationCount: number };
}

export interface SimilarityMap {
  links: SimilarityLink[];
  priorWorks: MapNeighbour[];
  derivativeWorks: MapNeighbour[];
}

/** The two layouts of the map (`layout=` in the URL) and the time layout's y axis (`y=`). */
export const LAYOUTS = [
  { id: 'time', label: 'By time' },
  { id: 'similarity', label: 'By similarity' },
] as const;
export type LayoutId = (typeof LAYOUTS)[number]['id'];
export const TIME_AXES = [
  { id: 'similarity', label: 'similarity to the centre' },
  { id: 'citations', label: 'citations' },
] as const;
export type TimeAxisId = (typeof TIME_AXES)[number]['id'];

export function layoutOf(search: URLSearchParams): { layout: LayoutId; axis: TimeAxisId } {
  return {
    layout: LAYOUTS.find((l) => l.id === search.get('layout'))?.id ?? 'time',
    axis: TIME_AXES.find((a) => a.id === search.get('y'))?.id ?? 'similarity',
  };
}

/** Papers an expansion adds around the expanded paper (its nearest neighbours, most cited first). */
export const EXPANSION_SIZE = 15;

/** The papers expanded in place (`expand=a|b`), in the order the reader expanded them. */
export function expandedIds(search: URLSearchParams): string[] {
  return (search.get('expand') ?? '').split('|').filter((id) => id !== '');
}

/** The variables of one expansion: the paper's own one-hop neighbourhood in the map's direction. */
export function expansionVariables(search: URLSearchParams, paperId: string): Record<string, unknown> {
  return { ...neighbourhoodVariables(search), paperId, depth: 1, first: EXPANSION_SIZE };
}

export interface Neighbourhood {
  centre: GraphNode;
  nodes: GraphNode[];
  edges: { source: string; target: string }[];
  reachable: number;
  truncated: boolean;
}

function integerParam(search: URLSearchParams, name: string): number | undefined {
  const raw = search.get(name);
  return raw !== null && /^\d{1,6}$/.test(raw) ? Number(raw) : undefined;
}

export function neighbourhoodVariables(search: URLSearchParams): Record<string, unknown> | null {
  const paperId = search.get('paper');
  if (!paperId) return null;
  const direction = DIRECTIONS.find((d) => d.id === search.get('direction'))?.id ?? 'BOTH';
  return {
    paperId,
    depth: integerParam(search, 'depth') ?? 1,
    direction,
    yearFrom: integerParam(search, 'yearFrom') ?? null,
    yearTo: integerParam(search, 'yearTo') ?? null,
    first: integerParam(search, 'limit') ?? null,
  };
}
