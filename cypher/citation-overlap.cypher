// Citation overlap counts (MDCR): the query paper's references, and how many of them the
// candidate cites or is cited by. No row unless both papers exist.
MATCH (q:Paper {id: $queryPaperId}), (c:Paper {id: $candidateId})
RETURN COUNT { (q)-[:CITES]->(:Paper) } AS references,
       COUNT { (q)-[:CITES]->(r:Paper) WHERE EXISTS { (c)-[:CITES]-(r) } } AS shared
