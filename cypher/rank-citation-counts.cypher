// Citations each candidate received from papers published in or before $maxYear, in total
// and from the last $recentYears years up to $maxYear.
UNWIND $candidateIds AS candidateId
MATCH (citing:Paper)-[:CITES]->(:Paper {id: candidateId})
WHERE citing.year <= $maxYear
RETURN candidateId AS paperId,
       count(citing) AS total,
       count(CASE WHEN citing.year > $maxYear - $recentYears THEN 1 END) AS recent
