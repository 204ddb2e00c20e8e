// Hard negatives by popularity: the $pool most cited papers sharing a field of study with the
// query paper (ties by id), not cited by it, not it, published no later than it; in id order.
MATCH (q:Paper {id: $paperId})
MATCH (n:Paper)
WHERE n.year <= q.year AND n <> q AND any(field IN n.fieldsOfStudy WHERE field IN q.fieldsOfStudy) AND NOT (q)-[:CITES]->(n)
WITH n, COUNT { (n)<-[:CITES]-(:Paper) } AS citations
ORDER BY citations DESC, n.id
LIMIT $pool
RETURN n.id AS id
ORDER BY id
