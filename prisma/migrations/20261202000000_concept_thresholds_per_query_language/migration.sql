-- ConceptThreshold.language now names the query language a threshold was fitted for (issue #50:
-- calibration per query language by default). Rows fitted per document language before this
-- (`refgraph calibrate --per-language`) would be read as query languages' thresholds: drop them.
-- The pooled row ('*') stays and serves every language until `refgraph calibrate` fits them again.
DELETE FROM "ConceptThreshold" WHERE "language" <> '*';
