// $citations: [{citingId, citedId}]; both papers must already be projected.
UNWIND $citations AS row
MATCH (citing:Paper {id: row.citingId})
MATCH (cited:Paper {id: row.citedId})
MERGE (citing)-[:CITES]->(cited)
RETURN count(*) AS citations
