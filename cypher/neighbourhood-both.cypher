// The papers within $depth (1-3) hops of the centre along citations in either direction,
// each at its shortest hop distance, nearest and most cited first; the first $limit are kept,
// each with the ids it cites (edges among kept papers are picked out from those).
// Paths pass only through papers inside the year window ($yearFrom, $yearTo; null = open), so
// every kept paper connects to the centre within the window. Variable-length bounds cannot be
// parameters: one guarded branch per depth, each a breadth-first expansion that visits every
// paper once (Neo4j's pruning var-length expand).
MATCH (c:Paper {id: $paperId})
OPTIONAL CALL (c) {
  WITH c WHERE $depth = 1
  MATCH p = (c)-[:CITES*1..1]-(n:Paper)
  WHERE all(x IN nodes(p) WHERE x = c OR (($yearFrom IS NULL OR x.year >= $yearFrom) AND ($yearTo IS NULL OR x.year <= $yearTo)))
  RETURN n, min(length(p)) AS depth
  UNION
  WITH c WHERE $depth = 2
  MATCH p = (c)-[:CITES*1..2]-(n:Paper)
  WHERE all(x IN nodes(p) WHERE x = c OR (($yearFrom IS NULL OR x.year >= $yearFrom) AND ($yearTo IS NULL OR x.year <= $yearTo)))
  RETURN n, min(length(p)) AS depth
  UNION
  WITH c WHERE $depth = 3
  MATCH p = (c)-[:CITES*1..3]-(n:Paper)
  WHERE all(x IN nodes(p) WHERE x = c OR (($yearFrom IS NULL OR x.year >= $yearFrom) AND ($yearTo IS NULL OR x.year <= $yearTo)))
  RETURN n, min(length(p)) AS depth
}
WITH c, n, depth
ORDER BY depth, n.citationCount DESC, n.id
WITH c, collect(CASE WHEN n IS NOT NULL AND n <> c THEN {paper: n, depth: depth} END) AS reached
UNWIND [{paper: c, depth: 0}] + reached[0..$limit] AS kept
WITH kept.paper AS n, kept.depth AS depth, size(reached) AS reachable
RETURN n.id AS id, n.title AS title, n.year AS year, n.citationCount AS citationCount, depth,
       COLLECT { MATCH (n)-[:CITES]->(cited:Paper) RETURN cited.id } AS references, reachable
