// Pairs of the given papers cited together: `shared` = papers citing both. Each pair once, the
// smaller id as `source`.
MATCH (a:Paper)<-[:CITES]-(citing:Paper)-[:CITES]->(b:Paper)
WHERE a.id IN $paperIds AND b.id IN $paperIds AND a.id < b.id
RETURN a.id AS source, b.id AS target, count(DISTINCT citing) AS shared
