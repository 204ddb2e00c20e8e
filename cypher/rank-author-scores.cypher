// Known authors of a query: its own authors plus the authors they cited in papers published
// in or before $maxYear. A candidate's score is the share of its authors who are known.
CALL () {
  UNWIND $authorIds AS authorId
  MATCH (a:Author {id: authorId})
  OPTIONAL MATCH (a)-[:AUTHORED]->(own:Paper)-[:CITES]->(:Paper)<-[:AUTHORED]-(cited:Author)
  WHERE own.year <= $maxYear
  WITH collect(DISTINCT a.id) + collect(DISTINCT cited.id) AS ids
  UNWIND ids AS id
  RETURN collect(DISTINCT id) AS known
}
UNWIND $candidateIds AS candidateId
MATCH (author:Author)-[:AUTHORED]->(:Paper {id: candidateId})
WITH candidateId, known, count(author) AS authors, count(CASE WHEN author.id IN known THEN 1 END) AS knownAuthors
RETURN candidateId AS paperId, toFloat(knownAuthors) / authors AS share
