// Outgoing citations of several papers at once (one DataLoader batch), newest first.
UNWIND $paperIds AS paperId
MATCH (:Paper {id: paperId})-[:CITES]->(cited:Paper)
WITH paperId, cited ORDER BY cited.year DESC, cited.id
RETURN paperId, collect(cited.id)[0..$limit] AS ids
