/** Outgoing and incoming citations of many papers in one round trip (for DataLoaders). */
import neo4j, { Driver } from 'neo4j-driver';
import { cypher } from './cypher';

export type CitationDirection = 'references' | 'citedBy';

const STATEMENT: Record<CitationDirection, string> = {
  references: 'references-of-papers',
  citedBy: 'cited-by-papers',
};

/** Returns, for each requested id in order, the ids of the papers on the other end. */
export async function citationLists(driver: Driver, direction: CitationDirection, paperIds: readonly string[], limit: number): Promise<string[][]> {
  const { records } = await driver.executeQuery(cypher(STATEMENT[direction]), { paperIds: [...new Set(paperIds)], limit: neo4j.int(limit) }, { routing: 'READ' });
  const byPaper = new Map<string, string[]>(records.map((r) => [r.get('paperId') as string, r.get('ids') as string[]]));
  return paperIds.map((id) => byPaper.get(id) ?? []);
}
