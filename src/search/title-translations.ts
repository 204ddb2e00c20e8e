/**
 * Which papers' titles are rendered in which languages at indexing (issue #24). Pure.
 *
 * A query in Spanish or Catalan shares almost no word with an English paper, and a rule-based
 * translation of the query alone loses the words it renders differently from the paper's title.
 * Each paper's title is therefore also indexed in the other search languages
 * (`titleTranslations.<language>`, read by BM25 beside the title under that language's analyzer):
 * the query then meets the papers both in its own language and, through its translation, in
 * theirs. On AAN's parity titles BM25 alone went from 0.53 to 0.74 of the English AP (Spanish)
 * and from 0.52 to 0.79 (Catalan) with both directions (docs/notebook/cross-lingual-translation.md).
 */
import type { PaperRow } from '../db';
import { placedLanguage } from '../common/language-codes';
import { isSearchLanguage, SEARCH_LANGUAGES } from './bm25-query';
import type { SearchLanguage } from './bm25-query';

/** A paper's title in the languages it is not written in. */
export type TitleTranslations = Partial<Record<SearchLanguage, string>>;

/**
 * The language a title is translated from: the paper's own when it is a search language; the
 * library's main one when the detector could not place the paper ('und' or none: most short titles), as the
 * ranker reads such papers; none for papers in other languages.
 */
export function titleSourceLanguage(language: string | null, mainLanguage: string | null): SearchLanguage | null {
  const source = placedLanguage(language) ?? mainLanguage;
  return isSearchLanguage(source) ? source : null;
}

/** One run of the translator: these papers' titles from one language into another. */
export interface TitleTranslationJob {
  from: SearchLanguage;
  to: SearchLanguage;
  ids: string[];
  titles: string[];
}

/** The translator runs that render every title in each search language other than its own. */
export function titleTranslationJobs(rows: readonly Pick<PaperRow, 'id' | 'title' | 'language'>[], mainLanguage: string | null): TitleTranslationJob[] {
  const jobs = new Map<string, TitleTranslationJob>();
  for (const row of rows) {
    const from = titleSourceLanguage(row.language, mainLanguage);
    if (from === null || row.title.trim() === '') continue;
    for (const to of SEARCH_LANGUAGES) {
      if (to === from) continue;
      const key = `${from}>${to}`;
      let job = jobs.get(key);
      if (job === undefined) jobs.set(key, (job = { from, to, ids: [], titles: [] }));
      job.ids.push(row.id);
      job.titles.push(row.title);
    }
  }
  return [...jobs.values()];
}

/** The jobs' answers as each paper's translations; a job whose pair is not installed (null) adds nothing. */
export function collectTitleTranslations(jobs: readonly TitleTranslationJob[], answers: readonly (readonly string[] | null)[]): Map<string, TitleTranslations> {
  const translations = new Map<string, TitleTranslations>();
  jobs.forEach((job, j) => {
    const answer = answers[j];
    if (answer === null || answer === undefined) return;
    job.ids.forEach((id, i) => {
      const text = answer[i]?.trim();
      if (!text) return;
      const kept = translations.get(id) ?? {};
      kept[job.to] = text;
      translations.set(id, kept);
    });
  });
  return translations;
}
