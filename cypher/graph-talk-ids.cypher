// Every projected talk's id.
MATCH (t:Talk)
RETURN t.id AS id
