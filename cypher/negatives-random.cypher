// Random negatives' candidates: every paper not cited by the query paper, not it, published no
// later than it; in id order.
MATCH (q:Paper {id: $paperId})
MATCH (n:Paper)
WHERE n.year <= q.year AND n <> q AND NOT (q)-[:CITES]->(n)
RETURN n.id AS id
ORDER BY id
