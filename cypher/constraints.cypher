// Uniqueness constraints (each also creates the index that MERGE on id uses).
CREATE CONSTRAINT paper_id IF NOT EXISTS FOR (p:Paper) REQUIRE p.id IS UNIQUE;
CREATE CONSTRAINT author_id IF NOT EXISTS FOR (a:Author) REQUIRE a.id IS UNIQUE;
CREATE CONSTRAINT venue_id IF NOT EXISTS FOR (v:Venue) REQUIRE v.id IS UNIQUE;
CREATE CONSTRAINT talk_id IF NOT EXISTS FOR (t:Talk) REQUIRE t.id IS UNIQUE;
CREATE INDEX paper_year IF NOT EXISTS FOR (p:Paper) ON (p.year);
// The most-cited lists read papers in descending order of their citations (rank-popular.cypher).
CREATE INDEX paper_citation_count IF NOT EXISTS FOR (p:Paper) ON (p.citationCount);
