// Every projected paper's id (verify and reindex compare them with PostgreSQL's).
MATCH (p:Paper)
RETURN p.id AS id
