// Papers cited together with $paperId: `shared` = papers citing both (co-citation count), with
// each paper's citation count (`degree`, `otherDegree`) for Salton's cosine. Most co-cited
// first; at equal counts the less-cited paper first (its cosine is higher), then by id.
MATCH (p:Paper {id: $paperId})<-[:CITES]-(citing:Paper)-[:CITES]->(other:Paper)
WHERE other <> p
WITH p, other, count(DISTINCT citing) AS shared
WITH p, other, shared, COUNT { (other)<-[:CITES]-(:Paper) } AS otherDegree
ORDER BY shared DESC, otherDegree ASC, other.id
LIMIT $k
RETURN other.id AS id, other.title AS title, other.year AS year, other.citationCount AS citationCount,
       shared, COUNT { (p)<-[:CITES]-(:Paper) } AS degree, otherDegree
