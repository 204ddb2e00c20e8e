-- A talk may name its own paper (its write-up), which recommendations for the talk never return.
-- Not a foreign key: an ingestion batch may hold the talk before the paper.
ALTER TABLE "Talk" ADD COLUMN "paperId" TEXT;
