// A page of query papers for training exports: papers citing at least one paper, in id order
// after $after, each with its year, fields of study and references (the positives), in id order.
MATCH (q:Paper)
WHERE q.id > $after AND EXISTS { (q)-[:CITES]->(:Paper) }
WITH q ORDER BY q.id LIMIT $pageSize
RETURN q.id AS id, q.year AS year, q.fieldsOfStudy AS fieldsOfStudy,
       COLLECT { MATCH (q)-[:CITES]->(r:Paper) RETURN r.id AS id ORDER BY id } AS references
