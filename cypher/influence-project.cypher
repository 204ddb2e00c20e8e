// Projects an influence subgraph into the GDS catalogue as $graphName (Cypher projection):
// the same papers as influence-subgraph-size.cypher and the CITES links among them.
CALL () {
  UNWIND $paperIds AS id
  MATCH (p:Paper {id: id})
  RETURN p
  UNION
  UNWIND CASE WHEN $field IS NULL THEN [] ELSE [$field] END AS field
  MATCH (p:Paper) WHERE field IN p.fieldsOfStudy
  RETURN p
}
OPTIONAL MATCH (p)-[:CITES]->(cited:Paper)
WHERE cited.id IN $paperIds OR ($field IS NOT NULL AND $field IN cited.fieldsOfStudy)
WITH gds.graph.project($graphName, p, cited) AS graph
RETURN graph.nodeCount AS papers, graph.relationshipCount AS links
