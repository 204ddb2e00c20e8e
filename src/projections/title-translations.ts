/**
 * Papers' titles rendered in the other search languages for the index (search/title-translations.ts
 * says which, and why). Adapters: PostgreSQL (the library's main language), the translator.
 */
import type { PrismaClient } from '@prisma/client';
import { PaperRow, storedLanguageCounts } from '../db';
import { collectTitleTranslations, mainLanguage, titleTranslationJobs } from '../search';
import type { TitleTranslations } from '../search';

/** TITLES in language FROM rendered in TO, in order; null when the pair is not translated. */
export type TranslateTitles = (titles: readonly string[], from: string, to: string) => Promise<string[] | null>;

/** The library's main language, read once for a run of indexing: papers no detector placed are translated from it. */
export function storedMainLanguage(prisma: PrismaClient): () => Promise<string | null> {
  let main: Promise<string | null> | undefined;
  return () => (main ??= storedLanguageCounts(prisma).then(mainLanguage));
}

/** Each row's title in the search languages it is not written in; none when title translation is off. */
export async function translatedTitles(translate: TranslateTitles | undefined, rows: readonly PaperRow[], libraryLanguage: () => Promise<string | null>): Promise<Map<string, TitleTranslations>> {
  if (translate === undefined || rows.length === 0) return new Map();
  const jobs = titleTranslationJobs(rows, await libraryLanguage());
  // One chain per language pair: the pairs run side by side, each title a segment of its chain.
  const answers = await Promise.all(jobs.map((job) => translate(job.titles, job.from, job.to)));
  return collectTitleTranslations(jobs, answers);
}
