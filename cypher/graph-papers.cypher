// Papers by id, with what a client needs to draw them.
UNWIND $ids AS id
MATCH (p:Paper {id: id})
RETURN p.id AS id, p.title AS title, p.year AS year, p.citationCount AS citationCount
