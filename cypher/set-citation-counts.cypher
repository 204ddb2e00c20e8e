// $papers: [{id, citationCount}]: the counts PostgreSQL holds once a run's citations are stored.
// Papers not in the graph are left to the full upsert (upsert-papers.cypher).
UNWIND $papers AS row
MATCH (p:Paper {id: row.id})
SET p.citationCount = row.citationCount
RETURN count(p) AS papers
