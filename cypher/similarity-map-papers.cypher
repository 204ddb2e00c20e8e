// The given papers the graph holds, each with its citation and reference counts (the degrees of
// Salton's cosine) and the two-hop walks the pair statements will make from it: through each
// citing paper to what it cites (co-citation), through each reference to what cites it
// (coupling). Counted from degrees, so the estimate reads no more than the papers' neighbours.
UNWIND $paperIds AS id
MATCH (p:Paper {id: id})
CALL (p) {
  OPTIONAL MATCH (p)<-[:CITES]-(citing:Paper)
  RETURN count(citing) AS citations, coalesce(sum(COUNT { (citing)-[:CITES]->(:Paper) }), 0) AS coCitationWalks
}
CALL (p) {
  OPTIONAL MATCH (p)-[:CITES]->(reference:Paper)
  RETURN count(reference) AS references, coalesce(sum(COUNT { (reference)<-[:CITES]-(:Paper) }), 0) AS couplingWalks
}
RETURN p.id AS id, citations, references, coCitationWalks, couplingWalks
