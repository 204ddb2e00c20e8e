// For each candidate: how many seeds cite it or are cited by it.
UNWIND $candidateIds AS candidateId
MATCH (c:Paper {id: candidateId})-[:CITES]-(s:Paper)
WHERE s.id IN $seeds AND s.id <> candidateId
RETURN candidateId AS paperId, count(DISTINCT s) AS links
