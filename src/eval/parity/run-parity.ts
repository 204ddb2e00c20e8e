/**
 * `refgraph eval parity`: the query sets of one parity set (the same queries in English, Spanish
 * and Catalan, one file each: `demo.en.jsonl`, `demo.es.jsonl`, ...) ranked by every chosen
 * system as eval serves it, then summarised per language (parity-summary.ts). Nothing is stored.
 * Adapter: loads the queries and paper languages and runs the pipeline.
 */
import { invalidArgument } from '../../errors/refgraph-error';
import type { EvaluationEnvironment, EvaluationPlan } from '../run/evaluation-plan';
import type { SplitBoundaries } from '../splits';
import { loadQueries, servedRankings } from '../run/run-evaluation';
import { assertServedIndexComplete } from '../run/ranked-index';
import { LanguageParity, languageParity, REFERENCE_LANGUAGE, setLanguage, SHARE_DEPTH } from './parity-summary';

export interface SystemParity {
  system: string;
  languages: LanguageParity[];
}

export interface ParityOutcome {
  /** The split boundaries the queries were loaded under (pinned by a saved regression). */
  boundaries: SplitBoundaries;
  results: SystemParity[];
}

export async function runParity(env: EvaluationEnvironment, plan: EvaluationPlan, log: (message: string) => void = () => {}): Promise<ParityOutcome> {
  if (plan.queries.kind !== 'files' || plan.queries.sets.length < 2) throw invalidArgument('--queries-file', 'give one queries file per language (demo.en.jsonl, demo.es.jsonl, ...)');
  if (plan.folds !== null) throw invalidArgument('--folds', 'parity is measured on the served settings');
  const stored = await assertServedIndexComplete(env.engines);
  log(`check: ${stored} papers in PostgreSQL, in ${env.engines.search.index} and in the graph`);
  const loaded = await loadQueries(env, plan, log);
  const languages = loaded.sets.map((set) => {
    const language = setLanguage(set.label);
    if (language === null) throw invalidArgument('--queries-file', `${set.label}: name the file after its language (${set.label}.es.jsonl)`);
    return language;
  });
  if (!languages.includes(REFERENCE_LANGUAGE)) throw invalidArgument('--queries-file', `one of the files must hold the ${REFERENCE_LANGUAGE} queries`);

  const outcomes = await servedRankings(env, plan, loaded);
  const byId = new Map(loaded.queries.map((q) => [q.id, q]));
  const paperIds = new Set<string>();
  for (const query of loaded.queries) for (const id of query.qrels.keys()) paperIds.add(id);
  for (const outcome of outcomes) for (const ranking of outcome.ranked.rankings.values()) for (const id of ranking.slice(0, SHARE_DEPTH)) paperIds.add(id);
  const papers = await env.engines.querySource.paper.findMany({ where: { id: { in: [...paperIds] } }, select: { id: true, language: true } });
  const language = new Map(papers.map((p) => [p.id, p.language]));

  const results = outcomes.map((outcome) => ({
    system: outcome.name,
    languages: languageParity(
      loaded.sets.map((set, i) => ({ language: languages[i]!, queries: set.queryIds.map((id) => byId.get(id)!), rankings: outcome.ranked.rankings })),
      (id) => language.get(id) ?? null,
    ),
  }));
  return { boundaries: loaded.boundaries, results };
}
