/** How many stored papers are written in each language (PostgreSQL, the source of truth). */
import type { PrismaClient } from '@prisma/client';

/** Papers of unknown language are left out, as the search index's count leaves them out. */
export async function storedLanguageCounts(prisma: PrismaClient): Promise<{ language: string; papers: number }[]> {
  const rows = await prisma.paper.groupBy({ by: ['language'], where: { language: { not: null } }, _count: { _all: true } });
  return rows.map((row) => ({ language: row.language!, papers: row._count._all }));
}
