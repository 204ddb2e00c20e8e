// Papers citing or cited by the seeds (the text retrieval's head), published in or before
// $maxYear, ranked by how many seeds they are linked to.
UNWIND $seeds AS seedId
MATCH (:Paper {id: seedId})-[:CITES]-(n:Paper)
WHERE n.year <= $maxYear AND NOT n.id IN $excludeIds
WITH n, count(DISTINCT seedId) AS links
ORDER BY links DESC, n.id
LIMIT $limit
RETURN n.id AS paperId, links
