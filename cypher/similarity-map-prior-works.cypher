// Prior works of a set of papers (Connected Papers' term): the papers most of them cite, the set's
// own papers included. `papers` = how many of the set cite it; then the most cited, then by id.
UNWIND $paperIds AS id
MATCH (p:Paper {id: id})-[:CITES]->(prior:Paper)
WITH prior, count(DISTINCT p) AS papers
ORDER BY papers DESC, prior.citationCount DESC, prior.id
LIMIT $k
RETURN prior.id AS id, prior.title AS title, prior.year AS year, prior.citationCount AS citationCount, papers
