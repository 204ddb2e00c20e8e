// $ids: papers PostgreSQL no longer has; removed with their edges.
UNWIND $ids AS id
MATCH (p:Paper {id: id})
DETACH DELETE p
