// Derivative works of a set of papers (Connected Papers' term): the papers citing most of them,
// the set's own papers included. `papers` = how many of the set it cites; then the most cited,
// then by id.
UNWIND $paperIds AS id
MATCH (p:Paper {id: id})<-[:CITES]-(derivative:Paper)
WITH derivative, count(DISTINCT p) AS papers
ORDER BY papers DESC, derivative.citationCount DESC, derivative.id
LIMIT $k
RETURN derivative.id AS id, derivative.title AS title, derivative.year AS year, derivative.citationCount AS citationCount, papers
