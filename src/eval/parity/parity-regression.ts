/**
 * Parity numbers as a regression (as regression.ts does for means): the plan, every language's
 * AP@100, parity ratio and shares per system, and one tolerance; the check fails on any number
 * that moved by more than the tolerance, up or down. Pure.
 */
import { isJsonObject } from '../../common/json-object';
import { RefgraphError } from '../../errors/refgraph-error';
import { PlanData, planData, planFromData } from '../plan-data';
import type { EvaluationPlan } from '../run/evaluation-plan';
import type { SplitBoundaries } from '../splits';
import type { RegressionCheck } from '../regression';
import type { LanguageParity } from './parity-summary';
import type { SystemParity } from './run-parity';

export type ParityNumbers = Pick<LanguageParity, 'ap' | 'ratio' | 'top10Share' | 'goldShare'>;

export interface ParityRegression {
  about: string;
  plan: PlanData;
  /** Largest absolute difference accepted for any number. */
  tolerance: number;
  /** System → language → numbers. */
  expected: Record<string, Record<string, ParityNumbers>>;
}

const NUMBERS = ['ap', 'ratio', 'top10Share', 'goldShare'] as const;

export function parityRegressionFrom(plan: EvaluationPlan, boundaries: SplitBoundaries, results: readonly SystemParity[], about: string, tolerance: number): ParityRegression {
  return {
    about,
    plan: planData(plan, boundaries),
    tolerance,
    expected: Object.fromEntries(
      results.map((r) => [r.system, Object.fromEntries(r.languages.map((l) => [l.language, { ap: l.ap, ratio: l.ratio, top10Share: l.top10Share, goldShare: l.goldShare }]))]),
    ),
  };
}

export function checkedParityRegression(raw: unknown, file: string): { regression: ParityRegression; plan: EvaluationPlan } {
  const valid = isJsonObject(raw) && typeof raw.about === 'string' && typeof raw.tolerance === 'number' && raw.tolerance >= 0 && isJsonObject(raw.expected);
  if (!valid) throw new RefgraphError('RECORD_INVALID', `${file}: a parity regression needs about, plan, tolerance (a number ≥ 0) and expected`, { file });
  return { regression: raw as unknown as ParityRegression, plan: planFromData(raw.plan, file) };
}

export function checkParityRegression(regression: ParityRegression, results: readonly SystemParity[]): RegressionCheck {
  const lines: string[] = [];
  let ok = true;
  const byName = new Map(results.map((r) => [r.system, r]));
  for (const [system, languages] of Object.entries(regression.expected)) {
    for (const [language, expected] of Object.entries(languages)) {
      const actual = byName.get(system)?.languages.find((l) => l.language === language);
      for (const name of NUMBERS) {
        const want = expected[name];
        const got = actual === undefined ? undefined : actual[name];
        const pass = got !== undefined && (want === null || got === null ? want === got : Math.abs(got - want) <= regression.tolerance);
        ok &&= pass;
        lines.push(`${pass ? 'OK  ' : 'FAIL'} ${system} ${language} ${name}: expected ${format(want)}, got ${format(got)}`);
      }
    }
  }
  return { ok, lines };
}

function format(value: number | null | undefined): string {
  return value === undefined ? 'nothing' : value === null ? 'null' : value.toFixed(4);
}
