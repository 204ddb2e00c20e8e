/**
 * graph: the Neo4j citation graph. It owns the projection from PostgreSQL (Paper, Author,
 * Venue, Talk; CITES, AUTHORED, PUBLISHED_IN) and the bounded queries over it: neighbourhoods,
 * co-citation and bibliographic coupling, citation overlap, shortest citation paths and
 * PageRank influence (OpenGDS), and the co-citation and coupling among a map's papers with its
 * prior and derivative works. Cypher lives in cypher/*.cypher. Every query runs under the
 * Neo4j transaction timeout, and those that fan out are estimated first and refused above a cap.
 * Pure code: traversal-bounds, similarity, similarity-links, neighbourhood-drawing, graph-errors.
 */
export { CITATION_DIRECTIONS, MAX_NEIGHBOURHOOD_DEPTH, MAX_PATH_DEPTH, checkedDepth, checkedYearWindow } from './traversal-bounds';
export type { CitationDirection, YearWindow } from './traversal-bounds';
export { graphPapers } from './graph-paper';
export type { CitationEdge, GraphPaper } from './graph-paper';
export type { GraphReader } from './read-graph';
export { neighbourhood } from './neighbourhood';
export type { NeighbourhoodRequest } from './neighbourhood';
export type { Neighbourhood, NeighbourhoodNode } from './neighbourhood-drawing';
export { relatedPapers } from './related-papers';
export type { Relatedness, RelatedPaper } from './related-papers';
export { citationOverlapOf } from './citation-overlap';
export type { CitationOverlap } from './citation-overlap';
export { citationPaths } from './citation-paths';
export type { CitationPath, CitationPathRequest, CitationPaths } from './citation-paths';
export { similarityMap } from './similarity-map';
export type { MapNeighbour, SimilarityMap, SimilarityMapRequest } from './similarity-map';
export { similarityLinks, strongestLinks } from './similarity-links';
export type { SimilarityLink } from './similarity-links';
export { influence } from './influence';
export type { InfluenceSubgraph, InfluentialPaper } from './influence';
export { citationLists } from './citation-lists';
export type { CitationListKind } from './citation-lists';
export type { GraphSettings, Neo4jSettings } from './graph-settings';
export { createNeo4jDriver } from './neo4j';
export { GraphCounts, applyGraphConstraints, countGraph, deleteGraph, deleteGraphCitations, deleteGraphOrphans, deleteGraphPapers, deleteGraphPapersWithOrphans, deleteGraphTalks, graphCitations, graphPaperIds, graphTalkIds, setGraphCitationCounts, upsertGraphCitations, upsertGraphPapers, upsertGraphTalks } from './projection';
export { GraphRow, readGraph } from './read-graph';
export { boundedTraversal } from './traversal-estimate';
