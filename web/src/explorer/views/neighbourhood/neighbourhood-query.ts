/** What the neighbourhood view asks the API, from its URL parameters. Pure. */

export const DIRECTIONS = [
  { id: 'BOTH', label: 'both ways' },
  { id: 'OUT', label: 'references (papers it cites)' },
  { id: 'IN', label: 'citations (papers citing it)' },
] as const;

export const NEIGHBOURHOOD = `query Neighbourhood($paperId: ID!, $depth: Int!, $direction: CitationDirection!, $yearFrom: Year, $yearTo: Year, $first: Int) {
  neighbourhood(paperId: $paperId, depth: $depth, direction: $direction, yearFrom: $yearFrom, yearTo: $yearTo, first: $first) {
    centre { id title year citationCount depth }
    nodes { id title year citationCount depth }
    edges { source target }
    reachable truncated
  }
}`;

export interface GraphNode {
  id: string;
  title: string;
  year: number;
  citationCount: number;
  depth: number;
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
