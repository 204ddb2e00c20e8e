/**
 * Reading authors as people (adapter): a person is a canonical variant with the variants merged
 * into it (resolve-variants.ts), so every read here goes through `coalesce(canonicalId, id)`.
 * One query per kind of read, for any number of people (the API's DataLoaders batch into them).
 */
import { Prisma, PrismaClient } from '@prisma/client';
import type { Paper } from '@prisma/client';
import { nameKey } from '../common/name-key';

export interface PersonRow {
  id: string;
  name: string;
}

export interface VariantRow {
  id: string;
  name: string;
  /** Why it was merged into its person (null for the canonical variant). */
  mergeReason: string | null;
  mergeShared: string[];
  /** The ORCID iD a source gave for this spelling, if any. */
  orcid: string | null;
}

export interface PersonStats {
  paperCount: number;
  /** Citations of the person's papers, from the stored papers. */
  citationCount: number;
}

export interface CoAuthorRow {
  authorId: string;
  sharedPapers: number;
}

/** The person each author id belongs to (a merged-away id answers with its person); absent ids are left out. */
export async function peopleOf(prisma: PrismaClient, authorIds: readonly string[]): Promise<Map<string, PersonRow>> {
  if (authorIds.length === 0) return new Map();
  const rows = await prisma.$queryRaw<{ asked: string; id: string; name: string }[]>`
    SELECT a.id AS asked, p.id, p.name FROM "Author" a JOIN "Author" p ON p.id = coalesce(a."canonicalId", a.id)
    WHERE a.id IN (${Prisma.join([...new Set(authorIds)])})`;
  return new Map(rows.map((row) => [row.asked, { id: row.id, name: row.name }]));
}

/** Each person's variants, the canonical one first, then by name. */
export async function variantsOf(prisma: PrismaClient, personIds: readonly string[]): Promise<Map<string, VariantRow[]>> {
  const byPerson = new Map<string, VariantRow[]>(personIds.map((id) => [id, []]));
  if (personIds.length === 0) return byPerson;
  const ids = Prisma.join([...new Set(personIds)]);
  const rows = await prisma.$queryRaw<(VariantRow & { personId: string })[]>`
    SELECT coalesce("canonicalId", id) AS "personId", id, name, "mergeReason", "mergeShared", orcid FROM "Author"
    WHERE id IN (${ids}) OR "canonicalId" IN (${ids})
    ORDER BY "canonicalId" NULLS FIRST, name, id`;
  for (const { personId, ...variant } of rows) byPerson.get(personId)?.push(variant);
  return byPerson;
}

export async function statsOf(prisma: PrismaClient, personIds: readonly string[]): Promise<Map<string, PersonStats>> {
  const stats = new Map<string, PersonStats>(personIds.map((id) => [id, { paperCount: 0, citationCount: 0 }]));
  if (personIds.length === 0) return stats;
  const ids = Prisma.join([...new Set(personIds)]);
  const rows = await prisma.$queryRaw<{ personId: string; papers: bigint; citations: bigint }[]>`
    WITH written AS (
      SELECT DISTINCT coalesce(a."canonicalId", a.id) AS "personId", pa."paperId"
      FROM "PaperAuthor" pa JOIN "Author" a ON a.id = pa."authorId"
      WHERE a.id IN (${ids}) OR a."canonicalId" IN (${ids}))
    SELECT w."personId", count(DISTINCT w."paperId") AS papers, count(c."citingId") AS citations
    FROM written w LEFT JOIN "Citation" c ON c."citedId" = w."paperId"
    GROUP BY w."personId"`;
  for (const row of rows) stats.set(row.personId, { paperCount: Number(row.papers), citationCount: Number(row.citations) });
  return stats;
}

/** The people a person wrote papers with, most shared papers first, then by id. */
export async function coAuthorsOf(prisma: PrismaClient, personId: string, first: number): Promise<CoAuthorRow[]> {
  const rows = await prisma.$queryRaw<{ authorId: string; shared: bigint }[]>`
    WITH mine AS (
      SELECT DISTINCT pa."paperId" FROM "PaperAuthor" pa JOIN "Author" a ON a.id = pa."authorId"
      WHERE a.id = ${personId} OR a."canonicalId" = ${personId})
    SELECT coalesce(a."canonicalId", a.id) AS "authorId", count(DISTINCT pa."paperId") AS shared
    FROM mine JOIN "PaperAuthor" pa ON pa."paperId" = mine."paperId" JOIN "Author" a ON a.id = pa."authorId"
    WHERE coalesce(a."canonicalId", a.id) <> ${personId}
    GROUP BY 1 ORDER BY shared DESC, 1 ASC LIMIT ${first}`;
  return rows.map((row) => ({ authorId: row.authorId, sharedPapers: Number(row.shared) }));
}

/**
 * Each person's papers under any of its variants, newest first (then by id), at most `first`
 * per person, in one statement (a window over the authorships); a paper the person wrote under
 * two variants is listed once. People without papers get an empty list.
 */
export async function papersOfPeople(prisma: PrismaClient, personIds: readonly string[], first: number): Promise<Map<string, Paper[]>> {
  const papers = new Map<string, Paper[]>(personIds.map((id) => [id, []]));
  if (personIds.length === 0) return papers;
  const ids = Prisma.join([...new Set(personIds)]);
  const rows = await prisma.$queryRaw<(Paper & { personId: string; rank: bigint })[]>`
    WITH written AS (
      SELECT DISTINCT coalesce(a."canonicalId", a.id) AS "personId", pa."paperId"
      FROM "PaperAuthor" pa JOIN "Author" a ON a.id = pa."authorId"
      WHERE a.id IN (${ids}) OR a."canonicalId" IN (${ids})
    ), ranked AS (
      SELECT p.*, w."personId", row_number() OVER (PARTITION BY w."personId" ORDER BY p.year DESC, p.id ASC) AS rank
      FROM written w JOIN "Paper" p ON p.id = w."paperId"
    )
    SELECT * FROM ranked WHERE rank <= ${first} ORDER BY "personId", rank`;
  for (const { personId, rank: _rank, ...paper } of rows) papers.get(personId)?.push(paper);
  return papers;
}

/**
 * People any of whose variants' names contain the search (accents and case folded, as author ids
 * are), in id order after `afterId`; with the number of people matching over all pages.
 */
export async function searchPeople(prisma: PrismaClient, search: string, afterId: string | null, take: number): Promise<{ rows: PersonRow[]; totalCount: number }> {
  const pattern = `%${nameKey(search).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const matching = Prisma.sql`
    SELECT DISTINCT coalesce("canonicalId", id) AS "personId" FROM "Author" WHERE id LIKE ${pattern}`;
  const [rows, total] = await Promise.all([
    prisma.$queryRaw<PersonRow[]>`
      SELECT p.id, p.name FROM (${matching}) m JOIN "Author" p ON p.id = m."personId"
      WHERE ${afterId}::text IS NULL OR p.id > ${afterId}::text
      ORDER BY p.id LIMIT ${take}`,
    prisma.$queryRaw<{ count: bigint }[]>`SELECT count(*) AS count FROM (${matching}) m`,
  ]);
  return { rows, totalCount: Number(total[0]?.count ?? 0) };
}
