// $talks: [{id, title, year, language}]. Gold references are not projected: the graph feeds
// ranking features, and a talk's gold set must never leak into its own recommendations.
UNWIND $talks AS row
MERGE (t:Talk {id: row.id})
SET t.title = row.title, t.year = row.year, t.language = row.language
RETURN count(t) AS talks
