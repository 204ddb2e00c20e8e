/**
 * The names the library uses for fields of study and venues, with how many papers carry each:
 * what filters are checked against and what the venues / fieldsOfStudy lists page through.
 * Counted in PostgreSQL, the source of truth, in one query each.
 */
import { Prisma, PrismaClient } from '@prisma/client';

/** Every stored field of study and venue name, for matching what users type. */
export interface Vocabulary {
  fieldsOfStudy: string[];
  venues: string[];
}

export async function loadVocabulary(prisma: PrismaClient): Promise<Vocabulary> {
  const [fields, venues] = await Promise.all([
    prisma.$queryRaw<{ name: string }[]>`SELECT DISTINCT f AS name FROM "Paper", unnest("fieldsOfStudy") AS f ORDER BY 1`,
    prisma.venue.findMany({ select: { name: true }, orderBy: { id: 'asc' } }),
  ]);
  return { fieldsOfStudy: fields.map((row) => row.name), venues: venues.map((row) => row.name) };
}

/** A name and its papers; `id` is the venue id (for fields of study, the name). */
export interface NamedCount {
  id: string;
  name: string;
  papers: number;
}

/** Where a page starts: after this entry of the order (most papers first, then by id). */
export interface CountPosition {
  papers: number;
  id: string;
}

export interface CountPageRequest {
  /** Only names containing this, ignoring case; null: all. */
  search: string | null;
  after: CountPosition | null;
  /** Rows wanted (callers ask one more than the page to know whether another follows). */
  take: number;
}

export interface CountPage {
  rows: NamedCount[];
  /** Names matching the search, over all pages. */
  total: number;
}

function afterClause(after: CountPosition | null): Prisma.Sql {
  return after === null ? Prisma.sql`TRUE` : Prisma.sql`(papers < ${after.papers} OR (papers = ${after.papers} AND id > ${after.id}))`;
}

function matching(column: Prisma.Sql, search: string | null): Prisma.Sql {
  // strpos, not LIKE: a search for "50%" or "a_b" means those characters.
  return search === null ? Prisma.sql`TRUE` : Prisma.sql`strpos(lower(${column}), lower(${search})) > 0`;
}

async function countPage(prisma: PrismaClient, counted: Prisma.Sql, request: CountPageRequest): Promise<CountPage> {
  const [rows, total] = await Promise.all([
    prisma.$queryRaw<{ id: string; name: string; papers: number }[]>`
      SELECT id, name, papers FROM (${counted}) AS counted
      WHERE ${afterClause(request.after)}
      ORDER BY papers DESC, id
      LIMIT ${request.take}`,
    prisma.$queryRaw<{ total: number }[]>`SELECT count(*)::int AS total FROM (${counted}) AS counted`,
  ]);
  return { rows: rows.map((row) => ({ id: row.id, name: row.name, papers: Number(row.papers) })), total: Number(total[0]?.total ?? 0) };
}

/** Venues with their papers, most papers first (venues without papers count 0). */
export async function venuePage(prisma: PrismaClient, request: CountPageRequest): Promise<CountPage> {
  const counted = Prisma.sql`
    SELECT v.id, v.name, count(p.id)::int AS papers
    FROM "Venue" v LEFT JOIN "Paper" p ON p."venueId" = v.id
    WHERE ${matching(Prisma.sql`v.name`, request.search)}
    GROUP BY v.id, v.name`;
  return countPage(prisma, counted, request);
}

/** Fields of study with their papers, most papers first. */
export async function fieldOfStudyPage(prisma: PrismaClient, request: CountPageRequest): Promise<CountPage> {
  const counted = Prisma.sql`
    SELECT f AS id, f AS name, count(DISTINCT p.id)::int AS papers
    FROM "Paper" p, unnest(p."fieldsOfStudy") AS f
    WHERE ${matching(Prisma.sql`f`, request.search)}
    GROUP BY f`;
  return countPage(prisma, counted, request);
}

/** Papers per venue id (0 for a venue without papers). */
export async function venuePaperCounts(prisma: PrismaClient, venueIds: readonly string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>(venueIds.map((id) => [id, 0]));
  if (venueIds.length === 0) return counts;
  const rows = await prisma.paper.groupBy({ by: ['venueId'], where: { venueId: { in: [...new Set(venueIds)] } }, _count: { _all: true } });
  for (const row of rows) if (row.venueId !== null) counts.set(row.venueId, row._count._all);
  return counts;
}
