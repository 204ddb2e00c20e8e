/** How often papers are cited, and how many papers they cite, counted in PostgreSQL (the source of truth), in one round trip. */
import { Prisma, PrismaClient } from '@prisma/client';

/**
 * Citations of each paper from papers published in or before `asOfYear` (every citation when
 * null); a paper nobody cites counts 0.
 */
export async function citationCounts(prisma: PrismaClient, paperIds: readonly string[], asOfYear: number | null): Promise<Map<string, number>> {
  const counts = new Map<string, number>(paperIds.map((id) => [id, 0]));
  if (paperIds.length === 0) return counts;
  const rows = await prisma.$queryRaw<{ citedId: string; citations: bigint }[]>`
    SELECT c."citedId", count(*) AS citations
    FROM "Citation" c JOIN "Paper" citing ON citing.id = c."citingId"
    WHERE c."citedId" IN (${Prisma.join([...new Set(paperIds)])})
      AND (${asOfYear}::int IS NULL OR citing.year <= ${asOfYear}::int)
    GROUP BY c."citedId"`;
  for (const row of rows) counts.set(row.citedId, Number(row.citations));
  return counts;
}

/** The stored papers each paper cites; a paper citing none counts 0. */
export async function referenceCounts(prisma: PrismaClient, paperIds: readonly string[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>(paperIds.map((id) => [id, 0]));
  if (paperIds.length === 0) return counts;
  const rows = await prisma.citation.groupBy({ by: ['citingId'], where: { citingId: { in: [...new Set(paperIds)] } }, _count: { _all: true } });
  for (const row of rows) counts.set(row.citingId, row._count._all);
  return counts;
}
