// $ids: papers deleted from PostgreSQL (refgraph delete, deleteRecords): each removed with its
// edges, then its venue and authors when no other paper points to them any more. Only the nodes
// these papers touched are looked at (delete-orphans.cypher sweeps every Author and Venue).
UNWIND $ids AS id
MATCH (p:Paper {id: id})
OPTIONAL MATCH (p)-[:PUBLISHED_IN]->(v:Venue)
OPTIONAL MATCH (a:Author)-[:AUTHORED]->(p)
WITH p, collect(DISTINCT v) + collect(DISTINCT a) AS linked
DETACH DELETE p
// Aggregating first: every paper is gone before any author or venue is checked.
WITH collect(linked) AS linkedLists
UNWIND linkedLists AS linked
UNWIND linked AS n
WITH DISTINCT n
WHERE NOT (n)--()
DELETE n
