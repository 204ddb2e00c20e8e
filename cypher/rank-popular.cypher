// The most-cited papers as of the query's time: only citations from papers published in or
// before $maxYear count, and only papers published in or before it are returned.
MATCH (citing:Paper)-[:CITES]->(p:Paper)
WHERE citing.year <= $maxYear AND p.year <= $maxYear
WITH p, count(citing) AS citations
ORDER BY citations DESC, p.id
LIMIT $limit
RETURN p.id AS paperId, citations
