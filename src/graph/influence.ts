/**
 * Influence within a subgraph (given papers, or the papers of a field of study): OpenGDS
 * PageRank over a Cypher projection, plus citations from inside the subgraph. Each call
 * projects under its own name and drops the projection after, so calls never share state.
 */
import { randomUUID } from 'node:crypto';
import neo4j from 'neo4j-driver';
import { notFound } from '../errors/refgraph-error';
import { typedAlgorithmError } from './graph-errors';
import { graphPaperOf, GraphPaper, graphPapers } from './graph-paper';
import { readGraph, GraphReader } from './read-graph';
import { scoreShare } from './similarity';
import { checkTraversalEstimate } from './traversal-bounds';
import { outsideRequestScope } from '../common/request-scope';

/**
 * Either papers by id or a field of study, as every stored spelling of it ("Machine learning",
 * "Machine Learning"); the caller checks exactly one is given.
 */
export type InfluenceSubgraph = { paperIds: string[] } | { fields: string[] };

export interface InfluentialPaper {
  paper: GraphPaper;
  /** GDS PageRank score (damping 0.85, 20 iterations), as GDS reports it. */
  pageRank: number;
  /** pageRank / the sum over the subgraph: comparable across subgraphs of any size. */
  share: number;
  /** Citations from papers inside the subgraph. */
  inDegree: number;
}

export async function influence(reader: GraphReader, subgraph: InfluenceSubgraph, k: number): Promise<InfluentialPaper[]> {
  const params = 'fields' in subgraph ? { paperIds: [], fields: subgraph.fields } : { paperIds: [...new Set(subgraph.paperIds)], fields: [] };
  const [size] = await readGraph(reader, 'influence-subgraph-size', params);
  const papers = size!.papers as number;
  if ('fields' in subgraph && papers === 0) throw notFound('field of study', subgraph.fields.join(' / '));
  if (papers < params.paperIds.length) {
    const found = new Set((await graphPapers(reader, params.paperIds)).map((p) => p.id));
    throw notFound('paper', params.paperIds.find((id) => !found.has(id))!);
  }
  checkTraversalEstimate('influence', papers + (size!.links as number), reader.settings.maxTraversals);

  const graphName = `refgraph-influence-${randomUUID()}`;
  let failure: unknown;
  try {
    // Waited for even when the request is abandoned: stopping the wait does not stop GDS, which
    // would then add the projection to its catalogue after the drop below had run, and leave it
    // there (the browser suite's map, left mid-request, did). Its size is bounded by the cap above.
    await outsideRequestScope(() => readGraph(reader, 'influence-project', { ...params, graphName }));
    const rows = await readGraph(reader, 'influence-rank', { ...params, graphName, k: neo4j.int(k) });
    return rows.map((row) => ({
      paper: graphPaperOf(row),
      pageRank: row.score as number,
      share: scoreShare(row.score as number, row.total as number),
      inDegree: row.inDegree as number,
    }));
  } catch (error) {
    failure = typedAlgorithmError(error, 'pageRank');
    throw failure;
  } finally {
    // Drop even after a failure, and even when the request was abandoned (its engine calls are
    // stopped, and a projection left behind would hold Neo4j's memory); a failed drop is
    // reported unless it would hide the first error.
    await outsideRequestScope(() => readGraph(reader, 'influence-drop', { graphName })).catch((error: unknown) => {
      if (failure === undefined) throw typedAlgorithmError(error, 'gds.graph.drop');
    });
  }
}
