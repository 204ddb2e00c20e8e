/**
 * Regressions as data (Anserini style): a file holds an evaluation plan (plan-data.ts), the
 * corpus it ran on and every mean it produced; the checker reruns the plan and fails on any
 * change, up or down. A tolerance is allowed per system, for where numbers are not
 * deterministic (none is needed while HNSW searches are exact on small indexes). Pure.
 */
import { RefgraphError } from '../errors/refgraph-error';
import { PlanData, planData, planFromData } from './plan-data';
import type { EvaluationPlan } from './run/evaluation-plan';
import type { CorpusFingerprint, EvaluationRecord } from './run/run-record';
import type { SplitBoundaries } from './splits';

export interface Regression {
  about: string;
  /** What makes the runs: systems, queries, split and its boundaries, measures, k, seed. */
  plan: PlanData;
  corpus: CorpusFingerprint;
  /** System → largest absolute difference accepted; a system not listed must match exactly. */
  tolerance: Record<string, number>;
  /** System → canonical measure name → mean. */
  expected: Record<string, Record<string, number | null>>;
}

export interface RegressionCheck {
  ok: boolean;
  /** One line per checked number, OK or FAIL, for the terminal. */
  lines: string[];
}

export function regressionFrom(plan: EvaluationPlan, boundaries: SplitBoundaries, runs: readonly EvaluationRecord[], about: string): Regression {
  if (runs.length === 0) throw new RefgraphError('INVALID_ARGUMENT', 'no runs to keep as a regression');
  return {
    about,
    plan: planData(plan, boundaries),
    corpus: runs[0]!.corpus,
    tolerance: {},
    expected: Object.fromEntries(runs.map((run) => [run.system, Object.fromEntries(run.means.map((m) => [m.measure, m.mean]))])),
  };
}

/** A regression file's content, checked, with its plan ready to run. */
export function checkedRegression(raw: unknown, file: string): { regression: Regression; plan: EvaluationPlan } {
  const r = raw as Partial<Regression>;
  const valid =
    typeof r === 'object' && r !== null && typeof r.plan === 'object' &&
    typeof r.corpus === 'object' && typeof r.expected === 'object' && r.expected !== null &&
    typeof r.tolerance === 'object' && r.tolerance !== null && Object.values(r.tolerance).every((t) => typeof t === 'number' && t >= 0);
  if (!valid) throw new RefgraphError('RECORD_INVALID', `${file}: a regression needs plan, corpus, tolerance (numbers ≥ 0) and expected`, { file });
  return { regression: r as Regression, plan: planFromData(r.plan, file) };
}

export function checkRegression(regression: Regression, runs: readonly EvaluationRecord[]): RegressionCheck {
  const lines: string[] = [];
  let ok = true;
  const mark = (pass: boolean, text: string) => {
    ok &&= pass;
    lines.push(`${pass ? 'OK  ' : 'FAIL'} ${text}`);
  };
  const corpus = runs[0]?.corpus;
  const sameCorpus = corpus !== undefined && JSON.stringify(sortedKeys(corpus)) === JSON.stringify(sortedKeys(regression.corpus));
  mark(sameCorpus, `corpus ${JSON.stringify(sortedKeys(regression.corpus))}${sameCorpus ? '' : `, found ${JSON.stringify(corpus && sortedKeys(corpus))}`}`);
  for (const [system, means] of Object.entries(regression.expected)) {
    const run = runs.find((r) => r.system === system);
    const tolerance = regression.tolerance[system] ?? 0;
    for (const [measure, expected] of Object.entries(means)) {
      const actual = run?.means.find((m) => m.measure === measure)?.mean;
      if (actual === undefined) {
        mark(false, `${system} ${measure}: expected ${expected}, not measured`);
        continue;
      }
      const pass = expected === null || actual === null ? expected === actual : Math.abs(actual - expected) <= tolerance;
      mark(pass, `${system} ${measure} ${pass ? String(actual) : `expected ${expected}, got ${actual}`}${tolerance > 0 ? ` (tolerance ${tolerance})` : ''}`);
    }
  }
  for (const run of runs.filter((r) => !(r.system in regression.expected))) mark(false, `${run.system}: ran, but the regression expects nothing of it`);
  return { ok, lines };
}

function sortedKeys(value: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1)));
}
