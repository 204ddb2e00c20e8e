// Size of an influence subgraph before projecting it: its papers and the CITES links leaving
// them (what the projection reads). The subgraph is the papers with ids in $paperIds plus,
// when $field is not null, the papers of that field of study.
CALL () {
  UNWIND $paperIds AS id
  MATCH (p:Paper {id: id})
  RETURN p
  UNION
  UNWIND CASE WHEN $field IS NULL THEN [] ELSE [$field] END AS field
  MATCH (p:Paper) WHERE field IN p.fieldsOfStudy
  RETURN p
}
RETURN count(p) AS papers, sum(COUNT { (p)-[:CITES]->(:Paper) }) AS links
