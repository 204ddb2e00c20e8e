// All shortest CITES paths from $fromId to $toId, following references (each paper on the path cites the next),
// at most $maxDepth (1-6) hops long; the first $maxPaths in order of their papers' ids.
// Variable-length bounds cannot be parameters: one guarded branch per depth, so a search
// never goes deeper than asked.
MATCH (a:Paper {id: $fromId}), (b:Paper {id: $toId})
CALL (a, b) {
  WITH a, b WHERE $maxDepth = 1
  MATCH p = allShortestPaths((a)-[:CITES*..1]->(b))
  RETURN p
  UNION
  WITH a, b WHERE $maxDepth = 2
  MATCH p = allShortestPaths((a)-[:CITES*..2]->(b))
  RETURN p
  UNION
  WITH a, b WHERE $maxDepth = 3
  MATCH p = allShortestPaths((a)-[:CITES*..3]->(b))
  RETURN p
  UNION
  WITH a, b WHERE $maxDepth = 4
  MATCH p = allShortestPaths((a)-[:CITES*..4]->(b))
  RETURN p
  UNION
  WITH a, b WHERE $maxDepth = 5
  MATCH p = allShortestPaths((a)-[:CITES*..5]->(b))
  RETURN p
  UNION
  WITH a, b WHERE $maxDepth = 6
  MATCH p = allShortestPaths((a)-[:CITES*..6]->(b))
  RETURN p
}
WITH p ORDER BY [n IN nodes(p) | n.id]
LIMIT $maxPaths
RETURN [n IN nodes(p) | n {.id, .title, .year, .citationCount}] AS papers,
       [r IN relationships(p) | {source: startNode(r).id, target: endNode(r).id}] AS edges
