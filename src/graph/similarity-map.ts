/**
 * A map's papers by citation similarity (cypher/similarity-map-*.cypher): the co-citation and
 * coupling links among given papers, and the prior and derivative works of the set, as
 * Connected Papers lists them. The work is estimated from degrees first and refused above the cap.
 */
import neo4j from 'neo4j-driver';
import { notFound } from '../errors/refgraph-error';
import { graphPaperOf, GraphPaper } from './graph-paper';
import { readGraph, GraphReader, GraphRow } from './read-graph';
import { PairCount, PaperDegrees, SimilarityLink, similarityLinks, strongestLinks } from './similarity-links';
import { checkTraversalEstimate } from './traversal-bounds';

export interface SimilarityMapRequest {
  paperIds: string[];
  /** Every link of this paper is kept (it must be among `paperIds`). */
  centreId?: string;
  /** Links kept per paper, strongest first. */
  linksPerPaper: number;
  /** Prior and derivative works wanted, each. */
  neighbours: number;
}

/** A paper outside or inside the set, with how many of the set's papers it is linked to. */
export interface MapNeighbour {
  paper: GraphPaper;
  /** Papers of the set that cite it (a prior work) or that it cites (a derivative work). */
  papers: number;
}

export interface SimilarityMap {
  links: SimilarityLink[];
  priorWorks: MapNeighbour[];
  derivativeWorks: MapNeighbour[];
  /** Upper bound of the citation links the queries walked (the figure checked against the cap). */
  estimatedTraversals: number;
}

const pairOf = (row: GraphRow): PairCount => ({ source: row.source as string, target: row.target as string, shared: row.shared as number });
const neighbourOf = (row: GraphRow): MapNeighbour => ({ paper: graphPaperOf(row), papers: row.papers as number });

export async function similarityMap(reader: GraphReader, request: SimilarityMapRequest): Promise<SimilarityMap> {
  const paperIds = [...new Set(request.paperIds)];
  const papers = await readGraph(reader, 'similarity-map-papers', { paperIds });
  if (papers.length < paperIds.length) {
    const found = new Set(papers.map((row) => row.id as string));
    throw notFound('paper', paperIds.find((id) => !found.has(id))!);
  }
  const estimate = papers.reduce((sum, row) => sum + (row.citations as number) + (row.references as number) + (row.coCitationWalks as number) + (row.couplingWalks as number), 0);
  checkTraversalEstimate('similarityMap', estimate, reader.settings.maxTraversals);
  const degrees = new Map<string, PaperDegrees>(papers.map((row) => [row.id as string, { citations: row.citations as number, references: row.references as number }]));
  const k = neo4j.int(request.neighbours);
  const [coCited, coupled, prior, derivative] = await Promise.all([
    readGraph(reader, 'similarity-map-co-cited', { paperIds }),
    readGraph(reader, 'similarity-map-coupled', { paperIds }),
    readGraph(reader, 'similarity-map-prior-works', { paperIds, k }),
    readGraph(reader, 'similarity-map-derivative-works', { paperIds, k }),
  ]);
  return {
    links: strongestLinks(similarityLinks(coCited.map(pairOf), coupled.map(pairOf), degrees), request.linksPerPaper, request.centreId),
    priorWorks: prior.map(neighbourOf),
    derivativeWorks: derivative.map(neighbourOf),
    estimatedTraversals: estimate,
  };
}
