// Every field of study in the graph, for benchmarks.
MATCH (p:Paper)
UNWIND p.fieldsOfStudy AS field
RETURN DISTINCT field
ORDER BY field
