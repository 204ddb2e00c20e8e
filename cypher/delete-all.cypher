// Empties the projection before a rebuild from PostgreSQL, in bounded transactions:
// relationships first, so no transaction has to detach a well-cited paper's thousands of
// citations along with 10,000 nodes (that exceeds Neo4j's per-transaction memory on large graphs).
MATCH ()-[r]->()
CALL (r) { DELETE r } IN TRANSACTIONS OF 10000 ROWS;
MATCH (n)
CALL (n) { DETACH DELETE n } IN TRANSACTIONS OF 10000 ROWS;
