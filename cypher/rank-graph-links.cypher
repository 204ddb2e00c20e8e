// For each candidate: the seeds it cites or is cited by, each with the directions of the links.
// Walked from the seeds (the text retrieval's head, papers of ordinary degree) to the candidates,
// not from the candidates: they include the most-cited papers, whose thousands of citing papers
// made this query read 5-80 times more of the graph (PROFILE at 100k papers).
MATCH (s:Paper)-[r:CITES]-(c:Paper)
WHERE s.id IN $seeds AND c.id IN $candidateIds AND s <> c
WITH c.id AS candidateId, s.id AS seedId, collect(DISTINCT startNode(r) = c) AS fromCandidate
RETURN candidateId AS paperId, seedId, true IN fromCandidate AS citesSeed, false IN fromCandidate AS citedBySeed
