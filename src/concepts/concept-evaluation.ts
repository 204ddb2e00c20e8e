/**
 * How well concept search finds the labelled relevant papers: R@1, R@5, R@10 and RR (its mean
 * is MRR) per mode, monolingual (papers in the query's language only) and cross-lingual, over
 * all queries and per query language (a portal's Catalan users see the Catalan row).
 * Measures come from src/metrics (trec_eval definitions); recall is over all relevant
 * papers of a query, so monolingual search is charged for the ones in other languages it
 * cannot return. Unlabelled papers count as not relevant. Queries without a relevant label
 * are left out of the means.
 */
import { evaluate, parseMeasure, Ranking } from '../metrics';
import type { ConceptSearchMode } from './concept-query';
import { checkedConceptQuery } from './concept-query';
import type { LabelledQuery } from './concept-labels';
import { ConceptEngines, searchConcepts } from './concept-search';
import type { ModelCalibration } from './thresholds';

export const CONCEPT_MEASURES = ['R@1', 'R@5', 'R@10', 'RR'].map(parseMeasure);

export interface ConceptEvaluationRow {
  mode: ConceptSearchMode;
  crossLingual: boolean;
  /** The queries' language; null: every query. */
  queryLanguage: string | null;
  /** Queries in the means (those with a relevant label). */
  queries: number;
  /** Canonical measure name → mean. */
  means: ReadonlyMap<string, number | null>;
}

export async function evaluateConceptSearch(
  engines: ConceptEngines,
  queries: readonly LabelledQuery[],
  modes: readonly ConceptSearchMode[],
  depth: number,
): Promise<ConceptEvaluationRow[]> {
  const qrels = new Map(queries.map((q) => [q.id, new Map([...q.judgements].map(([paperId, relevant]) => [paperId, relevant ? 1 : 0]))]));
  // The ranking is measured to its depth: the relevance floor decides what a search counts, not how it ranks.
  const ranking: ConceptEngines = { ...engines, calibration: async (model) => withoutFloor(await engines.calibration(model)) };
  const rows: ConceptEvaluationRow[] = [];
  const languages = [...new Set(queries.map((q) => q.language))].sort();
  for (const mode of modes) {
    for (const crossLingual of [false, true]) {
      const run = new Map<string, Ranking>();
      for (const q of queries) {
        const query = checkedConceptQuery({ text: q.query, languages: [q.language], crossLingual, mode, threshold: { kind: 'none' }, depth });
        run.set(q.id, (await searchConcepts(ranking, query)).hits.map((h) => h.paperId));
      }
      const evaluation = evaluate(CONCEPT_MEASURES, run, qrels);
      rows.push({ mode, crossLingual, queryLanguage: null, queries: evaluation.queriesInMeans, means: evaluation.means });
      for (const language of languages) {
        const ids = new Set(queries.filter((q) => q.language === language).map((q) => q.id));
        const own = evaluate(CONCEPT_MEASURES, new Map([...run].filter(([id]) => ids.has(id))), new Map([...qrels].filter(([id]) => ids.has(id))));
        rows.push({ mode, crossLingual, queryLanguage: language, queries: own.queriesInMeans, means: own.means });
      }
    }
  }
  return rows;
}

function withoutFloor(calibration: ModelCalibration | null): ModelCalibration | null {
  return calibration?.thresholds ? { ...calibration, thresholds: { ...calibration.thresholds, floor: null } } : calibration;
}
