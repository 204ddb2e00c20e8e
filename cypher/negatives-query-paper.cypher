// The query paper of a negatives request: its year and fields of study, and its references
// (the positives), in id order.
MATCH (q:Paper {id: $paperId})
RETURN q.id AS id, q.year AS year, q.fieldsOfStudy AS fieldsOfStudy,
       COLLECT { MATCH (q)-[:CITES]->(r:Paper) RETURN r.id AS id ORDER BY id } AS references
