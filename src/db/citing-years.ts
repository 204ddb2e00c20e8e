/** How many stored papers of each year cite an older stored paper: the judged queries a library's own graph gives, by year. */
import type { PrismaClient } from '@prisma/client';

export async function citingPapersPerYear(prisma: PrismaClient): Promise<Map<number, number>> {
  const rows = await prisma.$queryRaw<{ year: number; papers: bigint }[]>`
    SELECT citing."year" AS year, COUNT(DISTINCT citing."id") AS papers
    FROM "Citation" c
    JOIN "Paper" citing ON citing."id" = c."citingId"
    JOIN "Paper" cited ON cited."id" = c."citedId"
    WHERE cited."year" < citing."year"
    GROUP BY citing."year"`;
  return new Map(rows.map((row) => [Number(row.year), Number(row.papers)]));
}
