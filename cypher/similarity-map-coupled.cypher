// Pairs of the given papers that share references (bibliographic coupling): `shared` =
// references both cite. Each pair once, the smaller id as `source`.
MATCH (a:Paper)-[:CITES]->(reference:Paper)<-[:CITES]-(b:Paper)
WHERE a.id IN $paperIds AND b.id IN $paperIds AND a.id < b.id
RETURN a.id AS source, b.id AS target, count(DISTINCT reference) AS shared
