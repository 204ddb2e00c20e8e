// Empties the projection before a rebuild from PostgreSQL, in bounded transactions.
MATCH (n)
CALL (n) { DETACH DELETE n } IN TRANSACTIONS OF 10000 ROWS
