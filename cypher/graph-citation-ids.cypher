// Every projected citation edge.
MATCH (citing:Paper)-[:CITES]->(cited:Paper)
RETURN citing.id AS citingId, cited.id AS citedId
