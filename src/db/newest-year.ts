/** The year of the newest stored paper (indexed: one index read). */
import type { PrismaClient } from '@prisma/client';

/** null for an empty library. */
export async function newestPaperYear(prisma: PrismaClient): Promise<number | null> {
  const newest = await prisma.paper.aggregate({ _max: { year: true } });
  return newest._max.year;
}
