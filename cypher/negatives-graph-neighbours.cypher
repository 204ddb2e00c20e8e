// Hard negatives from the graph: papers two or three CITES hops from the query paper (either
// direction, breadth-first, so each at its shortest distance and no direct neighbour), not
// cited by it and published no later than it; in id order.
MATCH (q:Paper {id: $paperId})
MATCH p = (q)-[:CITES*1..3]-(n:Paper)
WITH q, n, min(length(p)) AS distance
WHERE distance >= 2 AND n <> q AND n.year <= q.year AND NOT (q)-[:CITES]->(n)
RETURN n.id AS id, distance
ORDER BY id
