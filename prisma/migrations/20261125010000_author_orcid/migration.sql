-- ORCID iDs from the sources (OpenAlex authorships, JSONL authors given as {name, orcid}): evidence for the author merge rule.
ALTER TABLE "Author" ADD COLUMN "orcid" TEXT;
