// Upper bound of the CITES relationships a traversal from one paper would follow: the number
// of paths of 1..size($steps) hops, hop i going $steps[i] ('OUT' = to the cited paper, 'IN' =
// to a citing paper, 'BOTH'). Counted from node degrees a level at a time; the next level is
// only counted while the total is within $cap, so the estimate itself reads at most ~$cap rows.
// No row when the paper is unknown.
MATCH (c:Paper {id: $paperId})
WITH c, CASE $steps[0]
  WHEN 'OUT' THEN COUNT { (c)-[:CITES]->() }
  WHEN 'IN' THEN COUNT { (c)<-[:CITES]-() }
  ELSE COUNT { (c)-[:CITES]-() } END AS level1
CALL (c, level1) {
  WITH c WHERE size($steps) >= 2 AND level1 <= $cap
  CALL (c) {
    MATCH (c)-[:CITES]->(a) WHERE $steps[0] IN ['OUT', 'BOTH'] RETURN a
    UNION ALL
    MATCH (c)<-[:CITES]-(a) WHERE $steps[0] IN ['IN', 'BOTH'] RETURN a
  }
  RETURN sum(CASE $steps[1]
    WHEN 'OUT' THEN COUNT { (a)-[:CITES]->() }
    WHEN 'IN' THEN COUNT { (a)<-[:CITES]-() }
    ELSE COUNT { (a)-[:CITES]-() } END) AS level2
}
CALL (c, level1, level2) {
  WITH c WHERE size($steps) >= 3 AND level1 + level2 <= $cap
  CALL (c) {
    MATCH (c)-[:CITES]->(a) WHERE $steps[0] IN ['OUT', 'BOTH'] RETURN a
    UNION ALL
    MATCH (c)<-[:CITES]-(a) WHERE $steps[0] IN ['IN', 'BOTH'] RETURN a
  }
  CALL (a) {
    MATCH (a)-[:CITES]->(b) WHERE $steps[1] IN ['OUT', 'BOTH'] RETURN b
    UNION ALL
    MATCH (a)<-[:CITES]-(b) WHERE $steps[1] IN ['IN', 'BOTH'] RETURN b
  }
  RETURN sum(CASE $steps[2]
    WHEN 'OUT' THEN COUNT { (b)-[:CITES]->() }
    WHEN 'IN' THEN COUNT { (b)<-[:CITES]-() }
    ELSE COUNT { (b)-[:CITES]-() } END) AS level3
}
RETURN level1 + level2 + level3 AS estimate
