// For each candidate: the seeds it cites or is cited by, each with the directions of the links.
UNWIND $candidateIds AS candidateId
MATCH (c:Paper {id: candidateId})-[r:CITES]-(s:Paper)
WHERE s.id IN $seeds AND s.id <> candidateId
WITH candidateId, s.id AS seedId, collect(DISTINCT startNode(r) = c) AS fromCandidate
RETURN candidateId AS paperId, seedId, true IN fromCandidate AS citesSeed, false IN fromCandidate AS citedBySeed
