/** Papers found by an identifier in another system: the DOI column, or a key of `externalIds`. */
import { Prisma, PrismaClient } from '@prisma/client';

/**
 * The id of the paper holding one of `forms` under `key` (null: the DOI column), or null.
 * Several papers may claim one arXiv or OpenAlex id (duplicates in the sources): the first
 * by id answers, so a lookup is stable.
 */
export async function paperIdByIdentifier(prisma: PrismaClient, key: string | null, forms: readonly string[]): Promise<string | null> {
  if (forms.length === 0) return null;
  if (key === null) {
    const row = await prisma.paper.findFirst({ where: { doi: { in: [...forms] } }, select: { id: true }, orderBy: { id: 'asc' } });
    return row?.id ?? null;
  }
  // Containment (@>) is what the jsonb_path_ops index answers (migration 20261124150000).
  const contains = forms.map((form) => Prisma.sql`"externalIds" @> ${JSON.stringify({ [key]: form })}::jsonb`);
  const rows = await prisma.$queryRaw<{ id: string }[]>`SELECT id FROM "Paper" WHERE ${Prisma.join(contains, ' OR ')} ORDER BY id LIMIT 1`;
  return rows[0]?.id ?? null;
}
