/** Asks Neo4j how much a traversal would touch before running it (cypher/traversal-estimate.cypher). */
import neo4j from 'neo4j-driver';
import { notFound } from '../errors/refgraph-error';
import { readGraph, GraphReader } from './read-graph';
import { checkTraversalEstimate, CitationDirection } from './traversal-bounds';

/**
 * The estimated relationship traversals of a walk from the paper with these hop directions;
 * refuses (QUERY_TOO_LARGE) above the configured cap and answers NOT_FOUND for an unknown paper.
 */
export async function boundedTraversal(reader: GraphReader, query: string, paperId: string, steps: readonly CitationDirection[]): Promise<number> {
  const cap = reader.settings.maxTraversals;
  const rows = await readGraph(reader, 'traversal-estimate', { paperId, steps, cap: neo4j.int(cap) });
  if (rows.length === 0) throw notFound('paper', paperId);
  const estimate = rows[0]!.estimate as number;
  checkTraversalEstimate(query, estimate, cap);
  return estimate;
}
