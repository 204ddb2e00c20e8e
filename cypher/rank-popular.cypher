// One page of candidates for the most-cited papers as of $maxYear (rank/most-cited.ts): papers
// published in or before it, in descending order of all the citations they have today (an upper
// bound of their count as of the year; the paper_citation_count index serves this order), each
// with its exact count of citations from papers published in or before $maxYear.
MATCH (p:Paper)
WHERE p.citationCount >= 1 AND p.year <= $maxYear
WITH p
ORDER BY p.citationCount DESC, p.id
SKIP $skip
LIMIT $size
RETURN p.id AS paperId,
       p.citationCount AS bound,
       COUNT { (citing:Paper)-[:CITES]->(p) WHERE citing.year <= $maxYear } AS citations
