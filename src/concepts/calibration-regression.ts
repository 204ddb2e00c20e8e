/**
 * A calibration kept as a regression (Anserini style, as src/eval/regression.ts): the files it
 * was fitted on and every number its report printed; `refgraph calibrate --check FILE` refits
 * and fails on any change, up or down, beyond the tolerance a number is given. Pure.
 */
import { isJsonObject } from '../common/json-object';
import { RefgraphError } from '../errors/refgraph-error';

export interface CalibrationRegression {
  about: string;
  model: string;
  /** The labels and off-topic files, relative to the repository. */
  labels: string;
  offTopic: string;
  /** Measure name → largest absolute difference accepted; '*' for every measure not named; absent: exact. */
  tolerance: Record<string, number>;
  /** Measure name (calibration-summary.ts) → value. */
  expected: Record<string, number>;
}

export function checkedCalibrationRegression(raw: unknown, file: string): CalibrationRegression {
  const numbers = (value: unknown) => isJsonObject(value) && Object.values(value).every((v) => typeof v === 'number' && Number.isFinite(v));
  const valid =
    isJsonObject(raw) &&
    ['about', 'model', 'labels', 'offTopic'].every((key) => typeof raw[key] === 'string') &&
    numbers(raw.tolerance) &&
    Object.values(raw.tolerance as Record<string, number>).every((t) => t >= 0) &&
    numbers(raw.expected);
  if (!valid) throw new RefgraphError('RECORD_INVALID', `${file}: a calibration regression needs about, model, labels, offTopic (strings), tolerance (numbers ≥ 0) and expected (numbers)`, { file });
  return raw as unknown as CalibrationRegression;
}

export function checkCalibration(regression: CalibrationRegression, model: string, measures: ReadonlyMap<string, number>): { ok: boolean; lines: string[] } {
  const lines: string[] = [];
  let ok = true;
  const mark = (pass: boolean, text: string) => {
    ok &&= pass;
    lines.push(`${pass ? 'OK  ' : 'FAIL'} ${text}`);
  };
  mark(model === regression.model, `model ${model}${model === regression.model ? '' : `, expected ${regression.model}`}`);
  for (const [name, expected] of Object.entries(regression.expected)) {
    const actual = measures.get(name);
    const tolerance = regression.tolerance[name] ?? regression.tolerance['*'] ?? 0;
    if (actual === undefined) {
      mark(false, `${name} expected ${expected}, not measured`);
      continue;
    }
    const pass = Math.abs(actual - expected) <= tolerance;
    mark(pass, `${name} ${pass ? String(actual) : `expected ${expected}, got ${actual}`}${tolerance > 0 ? ` (tolerance ${tolerance})` : ''}`);
  }
  for (const [name, actual] of measures) if (!(name in regression.expected)) mark(false, `${name} ${actual}, not in the regression`);
  return { ok, lines };
}
