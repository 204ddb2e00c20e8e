// PageRank (damping 0.85, at most 20 iterations) over a projected subgraph: the $k papers with
// the highest scores (ties by id), each with its citations from inside the subgraph, and the
// total of all scores (for shares).
CALL gds.pageRank.stream($graphName, {dampingFactor: 0.85, maxIterations: 20}) YIELD nodeId, score
WITH gds.util.asNode(nodeId) AS p, score
WITH collect({paper: p, score: score}) AS ranked, sum(score) AS total
UNWIND ranked AS r
WITH r.paper AS p, r.score AS score, total
ORDER BY score DESC, p.id
LIMIT $k
RETURN p.id AS id, p.title AS title, p.year AS year, p.citationCount AS citationCount, score, total,
       COUNT { (p)<-[:CITES]-(citing:Paper) WHERE citing.id IN $paperIds OR any(field IN citing.fieldsOfStudy WHERE field IN $fields) } AS inDegree
