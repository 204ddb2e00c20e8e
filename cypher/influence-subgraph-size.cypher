// Size of an influence subgraph before projecting it: its papers and the CITES links leaving
// them (what the projection reads). The subgraph is the papers with ids in $paperIds plus the
// papers of the fields of study in $fields (the stored spellings of one field).
CALL () {
  UNWIND $paperIds AS id
  MATCH (p:Paper {id: id})
  RETURN p
  UNION
  UNWIND $fields AS field
  MATCH (p:Paper) WHERE field IN p.fieldsOfStudy
  RETURN p
}
RETURN count(p) AS papers, sum(COUNT { (p)-[:CITES]->(:Paper) }) AS links
