/**
 * Ids are compared ignoring case at ingestion: a record whose id differs only in case from a
 * stored one is refused, naming the stored id (`p02-1040` would otherwise become a second paper
 * beside `P02-1040`). The same id in the same case is an update, as before. Adapter: one query
 * per batch, not one per record.
 *
 * No index on lower(id) (the schema is not changed for this), so each query reads every id (an
 * index-only scan of the primary key) into a hash semi-join against the batch's ids. Measured
 * 2026-12-01 on 2 busy cores, 500 ids against 108,857 ACM-CR-shaped rows with 1.3 KB abstracts:
 * 29–35 ms a batch, about 8 s over ACM-CR's 218 batches of 500, next to minutes of writing them.
 */
import { Prisma, PrismaClient } from '@prisma/client';
import type { Numbered, RecordError } from './records';

type Table = 'Paper' | 'Talk';

/** Stored ids equal to one of `ids` ignoring case, by lower-cased id. */
async function storedIgnoringCase(prisma: PrismaClient, table: Table, ids: string[]): Promise<Map<string, string[]>> {
  const wanted = Prisma.sql`${JSON.stringify(ids)}::jsonb`;
  const rows =
    table === 'Paper'
      ? await prisma.$queryRaw<{ id: string }[]>`SELECT id FROM "Paper" WHERE lower(id) IN (SELECT lower(value) FROM jsonb_array_elements_text(${wanted}))`
      : await prisma.$queryRaw<{ id: string }[]>`SELECT id FROM "Talk" WHERE lower(id) IN (SELECT lower(value) FROM jsonb_array_elements_text(${wanted}))`;
  const byKey = new Map<string, string[]>();
  for (const { id } of rows) byKey.set(id.toLowerCase(), [...(byKey.get(id.toLowerCase()) ?? []), id]);
  return byKey;
}

/** The records of `batch` whose id no stored row holds in another case; the others are reported in `errors`. */
export async function withoutStoredCaseVariants<T extends { id: string }>(
  prisma: PrismaClient,
  table: Table,
  batch: Numbered<T>[],
  errors: RecordError[],
): Promise<Numbered<T>[]> {
  if (batch.length === 0) return batch;
  const stored = await storedIgnoringCase(prisma, table, batch.map((r) => r.record.id));
  const kind = table === 'Paper' ? 'paper' : 'talk';
  return batch.filter(({ line, record }) => {
    const variants = stored.get(record.id.toLowerCase()) ?? [];
    // Rows stored before this rule may differ in case among themselves: the exact one is updated.
    if (variants.length === 0 || variants.includes(record.id)) return true;
    errors.push({
      line,
      recordId: record.id,
      field: 'id',
      code: 'INVALID_VALUE',
      message: `a ${kind} with id '${variants[0]}' is stored; ids that differ only in case name one ${kind}, so '${record.id}' is refused (give '${variants[0]}' to update it)`,
    });
    return false;
  });
}
