// Which of $ids may be negatives for the query paper: not cited by it, not it, published no
// later than it (for candidates found elsewhere, e.g. by BM25); in id order.
MATCH (q:Paper {id: $paperId})
UNWIND $ids AS id
MATCH (n:Paper {id: id})
WHERE n.year <= q.year AND n <> q AND NOT (q)-[:CITES]->(n)
RETURN n.id AS id
ORDER BY id
