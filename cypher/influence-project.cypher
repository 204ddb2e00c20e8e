// Projects an influence subgraph into the GDS catalogue as $graphName (Cypher projection):
// the same papers as influence-subgraph-size.cypher and the CITES links among them.
CALL () {
  UNWIND $paperIds AS id
  MATCH (p:Paper {id: id})
  RETURN p
  UNION
  UNWIND $fields AS field
  MATCH (p:Paper) WHERE field IN p.fieldsOfStudy
  RETURN p
}
OPTIONAL MATCH (p)-[:CITES]->(cited:Paper)
WHERE cited.id IN $paperIds OR any(field IN cited.fieldsOfStudy WHERE field IN $fields)
WITH gds.graph.project($graphName, p, cited) AS graph
RETURN graph.nodeCount AS papers, graph.relationshipCount AS links
