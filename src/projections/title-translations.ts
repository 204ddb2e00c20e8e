/**
 * Papers' titles rendered in the other search languages for the index (search/title-translations.ts
 * says which, and why), each title translated once: renderings are kept in PostgreSQL, so a
 * rebuild of the index or a re-ingestion of unchanged papers reads them back. Adapters:
 * PostgreSQL (the library's main language, the renderings), the translator.
 */
import type { PrismaClient } from '@prisma/client';
import { PaperRow, readCachedTitleTranslations, storedLanguageCounts, titleKey, writeCachedTitleTranslations } from '../db';
import { collectTitleTranslations, mainLanguage, titleTranslationJobs } from '../search';
import type { TitleTranslationJob, TitleTranslations } from '../search';

/** A translator of titles: its name (part of what its renderings are kept under) and the call. */
export interface TitleTranslator {
  name: string;
  /** TITLES in language FROM rendered in TO, in order; null when the pair is not translated. */
  translate(titles: readonly string[], from: string, to: string): Promise<string[] | null>;
}

/** The library's main language, read once for a run of indexing: papers no detector placed are translated from it. */
export function storedMainLanguage(prisma: PrismaClient): () => Promise<string | null> {
  let main: Promise<string | null> | undefined;
  return () => (main ??= storedLanguageCounts(prisma).then(mainLanguage));
}

/** One job's renderings, in its order: the kept ones read, the others translated (each distinct title once) and kept. */
async function renderJob(prisma: PrismaClient, translator: TitleTranslator, job: TitleTranslationJob): Promise<string[] | null> {
  const pair = `${translator.name}:${job.from}>${job.to}`;
  const keys = job.titles.map(titleKey);
  const kept = await readCachedTitleTranslations(prisma, pair, keys);
  const missing = new Map<string, string>();
  job.titles.forEach((title, i) => {
    if (!kept.has(keys[i]!)) missing.set(keys[i]!, title);
  });
  if (missing.size > 0) {
    const rendered = await translator.translate([...missing.values()], job.from, job.to);
    if (rendered === null) return null;
    const fresh = new Map([...missing.keys()].map((key, i) => [key, rendered[i] ?? ''] as const));
    await writeCachedTitleTranslations(prisma, pair, fresh);
    for (const [key, text] of fresh) kept.set(key, text);
  }
  return keys.map((key) => kept.get(key)!);
}

/** Each row's title in the search languages it is not written in; none without a translator. */
export async function translatedTitles(
  prisma: PrismaClient,
  translator: TitleTranslator | undefined,
  rows: readonly PaperRow[],
  libraryLanguage: () => Promise<string | null>,
): Promise<Map<string, TitleTranslations>> {
  if (translator === undefined || rows.length === 0) return new Map();
  const jobs = titleTranslationJobs(rows, await libraryLanguage());
  // One chain per language pair: the pairs run side by side, each title a segment of its chain.
  const answers = await Promise.all(jobs.map((job) => renderJob(prisma, translator, job)));
  return collectTitleTranslations(jobs, answers);
}
