// Authors and venues no projected paper points to any more (their papers were removed or rewritten).
MATCH (n)
WHERE (n:Author OR n:Venue) AND NOT (n)--()
CALL (n) { DELETE n } IN TRANSACTIONS OF 10000 ROWS
