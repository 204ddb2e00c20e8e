/** The PostgreSQL table of papers' titles as the translator rendered them (pair + title hash → text). */
import { textHash } from '../common/text-hash';
import type { PrismaClient } from '@prisma/client';

/** The key of a title: its sha256, base64 (titles are hashed rather than stored twice). */
export function titleKey(title: string): string {
  return textHash(title);
}

export async function readCachedTitleTranslations(prisma: PrismaClient, pair: string, keys: readonly string[]): Promise<Map<string, string>> {
  if (keys.length === 0) return new Map();
  const rows = await prisma.titleTranslation.findMany({ where: { pair, key: { in: [...new Set(keys)] } }, select: { key: true, translation: true } });
  return new Map(rows.map((row) => [row.key, row.translation]));
}

/** Keeps the first rendering of a title: the translator gives the same one again. */
export async function writeCachedTitleTranslations(prisma: PrismaClient, pair: string, entries: ReadonlyMap<string, string>): Promise<void> {
  if (entries.size === 0) return;
  await prisma.titleTranslation.createMany({ data: [...entries].map(([key, translation]) => ({ pair, key, translation })), skipDuplicates: true });
}
