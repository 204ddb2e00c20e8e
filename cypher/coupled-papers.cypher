// Papers bibliographically coupled with $paperId: `shared` = references both cite, with each
// paper's reference count (`degree`, `otherDegree`) for Salton's cosine. Most shared references
// first; at equal counts the paper with fewer references first (its cosine is higher), then by id.
MATCH (p:Paper {id: $paperId})-[:CITES]->(reference:Paper)<-[:CITES]-(other:Paper)
WHERE other <> p
WITH p, other, count(DISTINCT reference) AS shared
WITH p, other, shared, COUNT { (other)-[:CITES]->(:Paper) } AS otherDegree
ORDER BY shared DESC, otherDegree ASC, other.id
LIMIT $k
RETURN other.id AS id, other.title AS title, other.year AS year, other.citationCount AS citationCount,
       shared, COUNT { (p)-[:CITES]->(:Paper) } AS degree, otherDegree
