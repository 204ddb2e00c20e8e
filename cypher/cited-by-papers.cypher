// Incoming citations of several papers at once (one DataLoader batch), newest first.
UNWIND $paperIds AS paperId
MATCH (:Paper {id: paperId})<-[:CITES]-(citing:Paper)
WITH paperId, citing ORDER BY citing.year DESC, citing.id
RETURN paperId, collect(citing.id)[0..$limit] AS ids
