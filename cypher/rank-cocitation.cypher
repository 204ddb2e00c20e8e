// For each candidate: the papers published in or before $maxYear that cite it and at least one
// seed (the text retrieval's head), counted once each. Walked from the seeds: their citing papers,
// then those papers' references among the candidates (the most-cited candidates' own citing
// papers are never read).
MATCH (s:Paper)<-[:CITES]-(citing:Paper)
WHERE s.id IN $seeds AND citing.year <= $maxYear
WITH DISTINCT citing
MATCH (citing)-[:CITES]->(c:Paper)
WHERE c.id IN $candidateIds
RETURN c.id AS paperId, count(citing) AS cociting
