// $ids: talks PostgreSQL no longer has.
UNWIND $ids AS id
MATCH (t:Talk {id: id})
DETACH DELETE t
