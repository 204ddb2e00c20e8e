-- Full bibliographic records (issue #48): a paper's type, container numbers, pages, publisher and
-- URLs, and each authorship's name parts, ORCID and affiliations. Every column is nullable or has a
-- default: rows written before keep everything they had (their names are parsed when read).
CREATE TYPE "PaperType" AS ENUM ('journal-article', 'conference-paper', 'book', 'chapter', 'thesis', 'preprint', 'report', 'dataset', 'other');

ALTER TABLE "Paper"
  ADD COLUMN "type" "PaperType",
  ADD COLUMN "issn" TEXT[] DEFAULT ARRAY[]::TEXT[],
  ADD COLUMN "isbn" TEXT[] DEFAULT ARRAY[]::TEXT[],
  ADD COLUMN "volume" TEXT,
  ADD COLUMN "issue" TEXT,
  ADD COLUMN "pages" TEXT,
  ADD COLUMN "publisher" TEXT,
  ADD COLUMN "url" TEXT,
  ADD COLUMN "openAccessUrl" TEXT;

ALTER TABLE "PaperAuthor"
  ADD COLUMN "family" TEXT,
  ADD COLUMN "given" TEXT,
  ADD COLUMN "particle" TEXT,
  ADD COLUMN "suffix" TEXT,
  ADD COLUMN "literal" TEXT,
  ADD COLUMN "orcid" TEXT,
  ADD COLUMN "affiliations" TEXT[] DEFAULT ARRAY[]::TEXT[];
