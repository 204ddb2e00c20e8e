/**
 * Cross-lingual parity (issue #24): the same queries written in several languages, judged by the
 * same gold, ranked by one system. Per language: AP@100, its ratio to the reference language's
 * (English), and how much of the top 10 is in the query's own language against that language's
 * share of the gold. Pure.
 */
import { evaluate, measure, Qrels, Ranking } from '../../metrics';

export const PARITY_MEASURE = measure('AP', 100);
/** The depth at which the share of the query's language is counted. */
export const SHARE_DEPTH = 10;
export const REFERENCE_LANGUAGE = 'en';

export interface ParityQuery {
  id: string;
  qrels: Qrels;
}

export interface LanguageSet {
  /** The language every query of the set is written in. */
  language: string;
  queries: readonly ParityQuery[];
  rankings: ReadonlyMap<string, Ranking>;
}

export interface LanguageParity {
  language: string;
  queries: number;
  ap: number;
  /** AP over the reference language's AP; null for the reference itself or when it scored 0. */
  ratio: number | null;
  /** Mean over queries of the share of the top 10 written in the query's language. */
  top10Share: number;
  /** Mean over queries of the share of the relevant papers written in the query's language. */
  goldShare: number;
}

/** `paperLanguage` gives a paper's language (null: unknown, counted as not the query's). */
export function languageParity(sets: readonly LanguageSet[], paperLanguage: (paperId: string) => string | null): LanguageParity[] {
  const rows = sets.map((set) => {
    const qrels = new Map(set.queries.map((q) => [q.id, q.qrels]));
    const evaluation = evaluate([PARITY_MEASURE], set.rankings, qrels);
    const inLanguage = (ids: readonly string[]) => (ids.length === 0 ? 0 : ids.filter((id) => paperLanguage(id) === set.language).length / ids.length);
    const top = set.queries.map((q) => inLanguage((set.rankings.get(q.id) ?? []).slice(0, SHARE_DEPTH)));
    const gold = set.queries.map((q) => inLanguage([...q.qrels].filter(([, grade]) => grade > 0).map(([id]) => id)));
    return { language: set.language, queries: set.queries.length, ap: evaluation.means.get(PARITY_MEASURE.name) ?? 0, top10Share: mean(top), goldShare: mean(gold) };
  });
  const reference = rows.find((r) => r.language === REFERENCE_LANGUAGE);
  return rows.map((row) => ({
    ...row,
    ratio: reference === undefined || row.language === REFERENCE_LANGUAGE || reference.ap === 0 ? null : row.ap / reference.ap,
  }));
}

function mean(values: readonly number[]): number {
  return values.length === 0 ? 0 : values.reduce((sum, v) => sum + v, 0) / values.length;
}

/** A query set's language from its file name: `demo.es.jsonl` → `es`; null when it names none. */
export function setLanguage(label: string): string | null {
  const match = /[._-]([a-z]{2})$/.exec(label);
  return match === null ? null : match[1]!;
}
