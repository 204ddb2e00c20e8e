// $citations: [{citingId, citedId}] edges PostgreSQL no longer has.
UNWIND $citations AS row
MATCH (:Paper {id: row.citingId})-[c:CITES]->(:Paper {id: row.citedId})
DELETE c
