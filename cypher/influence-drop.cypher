// Removes a projected subgraph from the GDS catalogue (no error if it is already gone).
CALL gds.graph.drop($graphName, false) YIELD graphName
RETURN graphName
