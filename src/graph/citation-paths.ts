/** Shortest citation paths between two papers, bounded in depth and in number. */
import neo4j from 'neo4j-driver';
import { invalidArgument, notFound } from '../errors/refgraph-error';
import { CitationEdge, GraphPaper, graphPaperOf, graphPapers } from './graph-paper';
import { readGraph, GraphReader, GraphRow } from './read-graph';

export interface CitationPath {
  /** From the first paper to the second. */
  papers: GraphPaper[];
  /** One per hop, in path order, each as the citation runs (source cites target). */
  edges: CitationEdge[];
}

export interface CitationPaths {
  /** Hops of the shortest paths; null when none is within maxDepth. */
  length: number | null;
  /** Ordered by their papers' ids. */
  paths: CitationPath[];
  /** More shortest paths exist than were returned. */
  truncated: boolean;
}

export interface CitationPathRequest {
  fromId: string;
  toId: string;
  /** 1..MAX_PATH_DEPTH, checked by the caller. */
  maxDepth: number;
  /** true: each paper on the path cites the next; false: citations in either direction. */
  directed: boolean;
  /** Most paths returned, 1..settings.maxPaths, checked by the caller. */
  maxPaths: number;
}

function citationPath(row: GraphRow): CitationPath {
  return { papers: (row.papers as GraphRow[]).map(graphPaperOf), edges: row.edges as CitationEdge[] };
}

export async function citationPaths(reader: GraphReader, request: CitationPathRequest): Promise<CitationPaths> {
  const { fromId, toId, maxDepth, directed, maxPaths } = request;
  if (fromId === toId) throw invalidArgument('toId', 'must differ from fromId');
  const found = new Set((await graphPapers(reader, [fromId, toId])).map((p) => p.id));
  for (const id of [fromId, toId]) if (!found.has(id)) throw notFound('paper', id);
  // One more than returned, to tell whether there were more.
  const rows = await readGraph(reader, directed ? 'citation-path-directed' : 'citation-path-undirected', {
    fromId,
    toId,
    maxDepth: neo4j.int(maxDepth),
    maxPaths: neo4j.int(maxPaths + 1),
  });
  const paths = rows.slice(0, maxPaths).map(citationPath);
  return { length: paths[0] ? paths[0].edges.length : null, paths, truncated: rows.length > maxPaths };
}
