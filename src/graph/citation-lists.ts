/** Outgoing and incoming citations of many papers in one round trip (for DataLoaders). */
import neo4j from 'neo4j-driver';
import { GraphReader, readGraph } from './read-graph';

export type CitationListKind = 'references' | 'citedBy';

const STATEMENT: Record<CitationListKind, string> = {
  references: 'references-of-papers',
  citedBy: 'cited-by-papers',
};

/** Returns, for each requested id in order, the ids of the papers on the other end. */
export async function citationLists(graph: GraphReader, direction: CitationListKind, paperIds: readonly string[], limit: number): Promise<string[][]> {
  const rows = await readGraph(graph, STATEMENT[direction], { paperIds: [...new Set(paperIds)], limit: neo4j.int(limit) });
  const byPaper = new Map<string, string[]>(rows.map((row) => [row.paperId as string, row.ids as string[]]));
  return paperIds.map((id) => byPaper.get(id) ?? []);
}
