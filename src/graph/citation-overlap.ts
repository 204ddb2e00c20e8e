/** Citation overlap of a candidate paper for a query paper (MDCR), from Neo4j counts. */
import { notFound } from '../errors/refgraph-error';
import { graphPapers } from './graph-paper';
import { readGraph, GraphReader } from './read-graph';
import { citationOverlap } from './similarity';

export interface CitationOverlap {
  queryPaperId: string;
  candidateId: string;
  /** |OUT(query)|: the query paper's references. */
  references: number;
  /** |OUT(query) ∩ (OUT(candidate) ∪ IN(candidate))|. */
  shared: number;
  /** shared / references; 0 when the query paper has no references. */
  overlap: number;
}

export async function citationOverlapOf(reader: GraphReader, queryPaperId: string, candidateId: string): Promise<CitationOverlap> {
  const rows = await readGraph(reader, 'citation-overlap', { queryPaperId, candidateId });
  const row = rows[0];
  if (!row) {
    const found = new Set((await graphPapers(reader, [queryPaperId, candidateId])).map((p) => p.id));
    throw notFound('paper', found.has(queryPaperId) ? candidateId : queryPaperId);
  }
  const references = row.references as number;
  const shared = row.shared as number;
  return { queryPaperId, candidateId, references, shared, overlap: citationOverlap(shared, references) };
}
