/**
 * Papers and talks as read from PostgreSQL for projection into Elasticsearch and Neo4j.
 * Both projections are built from these rows only, so `reindex` can always rebuild them.
 */
import type { PrismaClient } from '@prisma/client';

export interface PaperRow {
  id: string;
  title: string;
  abstract: string | null;
  year: number;
  doi: string | null;
  language: string | null;
  fieldsOfStudy: string[];
  venue: { id: string; name: string } | null;
  authors: { id: string; name: string }[];
  citationCount: number;
}

export interface TalkRow {
  id: string;
  title: string;
  year: number;
  language: string | null;
}

export interface CitationRow {
  citingId: string;
  citedId: string;
}

/** A paper row as the one query below returns it. */
interface PaperRowRecord {
  id: string;
  title: string;
  abstract: string | null;
  year: number;
  doi: string | null;
  language: string | null;
  fieldsOfStudy: string[];
  venueId: string | null;
  venueName: string | null;
  authors: { id: string; name: string }[];
  citationCount: bigint | number;
}

/**
 * The rows of `ids` in id order, each with its venue, its authors in order and how often it is
 * cited, in one statement (projections load every paper through here, a batch at a time).
 */
export async function loadPaperRows(prisma: PrismaClient, ids: string[]): Promise<PaperRow[]> {
  if (ids.length === 0) return [];
  const records = await prisma.$queryRaw<PaperRowRecord[]>`
    SELECT p.id, p.title, p.abstract, p.year, p.doi, p.language, p."fieldsOfStudy",
      v.id AS "venueId", v.name AS "venueName",
      COALESCE((SELECT json_agg(json_build_object('id', a.id, 'name', a.name) ORDER BY pa.position)
        FROM "PaperAuthor" pa JOIN "Author" a ON a.id = pa."authorId" WHERE pa."paperId" = p.id), '[]'::json) AS authors,
      (SELECT count(*) FROM "Citation" c WHERE c."citedId" = p.id) AS "citationCount"
    FROM "Paper" p LEFT JOIN "Venue" v ON v.id = p."venueId"
    WHERE p.id IN (SELECT jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))
    ORDER BY p.id`;
  return records.map((p) => ({
    id: p.id,
    title: p.title,
    abstract: p.abstract,
    year: p.year,
    doi: p.doi,
    language: p.language,
    fieldsOfStudy: p.fieldsOfStudy,
    venue: p.venueId !== null ? { id: p.venueId, name: p.venueName! } : null,
    authors: p.authors,
    citationCount: Number(p.citationCount),
  }));
}

/** Pages through all paper ids in id order (keyset pagination, stable under inserts). */
export async function* paperIdPages(prisma: PrismaClient, pageSize: number): AsyncGenerator<string[]> {
  let after: string | undefined;
  for (;;) {
    const page = await prisma.paper.findMany({
      select: { id: true },
      orderBy: { id: 'asc' },
      take: pageSize,
      ...(after === undefined ? {} : { cursor: { id: after }, skip: 1 }),
    });
    if (page.length === 0) return;
    yield page.map((p) => p.id);
    after = page[page.length - 1]!.id;
  }
}

export async function* citationPages(prisma: PrismaClient, pageSize: number): AsyncGenerator<CitationRow[]> {
  let after: { citingId: string; citedId: string } | undefined;
  for (;;) {
    const page = await prisma.citation.findMany({
      select: { citingId: true, citedId: true },
      orderBy: [{ citingId: 'asc' }, { citedId: 'asc' }],
      take: pageSize,
      ...(after === undefined ? {} : { cursor: { citingId_citedId: after }, skip: 1 }),
    });
    if (page.length === 0) return;
    yield page;
    after = page[page.length - 1]!;
  }
}

export async function loadTalkRows(prisma: PrismaClient, ids?: string[]): Promise<TalkRow[]> {
  return prisma.talk.findMany({
    where: ids ? { id: { in: ids } } : {},
    select: { id: true, title: true, year: true, language: true },
    orderBy: { id: 'asc' },
  });
}
