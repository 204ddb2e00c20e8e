/** The citation neighbourhood of a paper: estimate, refuse when too large, then traverse. */
import neo4j from 'neo4j-driver';
import { notFound } from '../errors/refgraph-error';
import { graphPaperOf } from './graph-paper';
import { drawNeighbourhood, Neighbourhood, ReachedPaper } from './neighbourhood-drawing';
import { readGraph, GraphReader, GraphRow } from './read-graph';
import { boundedTraversal } from './traversal-estimate';
import { CitationDirection, uniformSteps, YearWindow } from './traversal-bounds';

export interface NeighbourhoodRequest {
  paperId: string;
  direction: CitationDirection;
  /** 1..MAX_NEIGHBOURHOOD_DEPTH, checked by the caller. */
  depth: number;
  /** Most papers returned besides the centre, checked against settings.maxNodes by the caller. */
  limit: number;
  window: YearWindow;
}

const STATEMENT: Record<CitationDirection, string> = {
  OUT: 'neighbourhood-out',
  IN: 'neighbourhood-in',
  BOTH: 'neighbourhood-both',
};

function reachedPaper(row: GraphRow): ReachedPaper {
  return { ...graphPaperOf(row), depth: row.depth as number, references: row.references as string[] };
}

export async function neighbourhood(reader: GraphReader, request: NeighbourhoodRequest): Promise<Neighbourhood> {
  const { paperId, direction, depth, limit, window } = request;
  const estimate = await boundedTraversal(reader, 'neighbourhood', paperId, uniformSteps(direction, depth));
  const rows = await readGraph(reader, STATEMENT[direction], {
    paperId,
    depth: neo4j.int(depth),
    limit: neo4j.int(limit),
    yearFrom: window.yearFrom === null ? null : neo4j.int(window.yearFrom),
    yearTo: window.yearTo === null ? null : neo4j.int(window.yearTo),
  });
  const [centre, ...kept] = rows.map(reachedPaper);
  if (!centre) throw notFound('paper', paperId); // removed between the estimate and the traversal
  return drawNeighbourhood(centre, kept, rows[0]!.reachable as number, estimate);
}
