// $papers: [{id, title, year, doi, language, fieldsOfStudy, citationCount, venue: {id, name} | null, authors: [{id, name}]}]
// Replaces each paper's properties, venue and authorship edges; citation edges are left alone.
UNWIND $papers AS row
MERGE (p:Paper {id: row.id})
SET p.title = row.title,
    p.year = row.year,
    p.doi = row.doi,
    p.language = row.language,
    p.fieldsOfStudy = row.fieldsOfStudy,
    p.citationCount = row.citationCount
WITH p, row
CALL (p) {
  OPTIONAL MATCH (p)-[old:PUBLISHED_IN]->(:Venue)
  DELETE old
}
CALL (p) {
  OPTIONAL MATCH (:Author)-[old:AUTHORED]->(p)
  DELETE old
}
CALL (p, row) {
  WITH row WHERE row.venue IS NOT NULL
  MERGE (v:Venue {id: row.venue.id})
  SET v.name = row.venue.name
  MERGE (p)-[:PUBLISHED_IN]->(v)
}
CALL (p, row) {
  UNWIND range(0, size(row.authors) - 1) AS position
  WITH row.authors[position] AS author, position
  MERGE (a:Author {id: author.id})
  SET a.name = author.name
  MERGE (a)-[:AUTHORED {position: position}]->(p)
}
RETURN count(p) AS papers
