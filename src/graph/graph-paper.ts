/** A paper as the citation graph holds it: what a client needs to draw or list it. */
import type { GraphReader, GraphRow } from './read-graph';
import { readGraph } from './read-graph';

export interface GraphPaper {
  id: string;
  title: string;
  year: number;
  /** Citations from papers in the corpus (the projection's count). */
  citationCount: number;
}

/** A directed CITES edge: `source` cites `target`. */
export interface CitationEdge {
  source: string;
  target: string;
}

/** Reads the id, title, year and citationCount columns of a row. */
export function graphPaperOf(row: GraphRow): GraphPaper {
  return { id: row.id as string, title: row.title as string, year: row.year as number, citationCount: (row.citationCount as number | null) ?? 0 };
}

/** The graph papers with these ids, in the order asked; ids the graph lacks are left out. */
export async function graphPapers(reader: GraphReader, ids: readonly string[]): Promise<GraphPaper[]> {
  if (ids.length === 0) return [];
  const byId = new Map((await readGraph(reader, 'graph-papers', { ids: [...new Set(ids)] })).map((row) => [row.id as string, graphPaperOf(row)]));
  return ids.flatMap((id) => {
    const paper = byId.get(id);
    return paper ? [paper] : [];
  });
}
