/** `refgraph eval` arguments → what to do: list the systems, replay a regression, or run the plan src/eval builds from the options. Pure. */
import { parseArgs } from 'node:util';
import { invalidArgument } from '../../errors/refgraph-error';
import { EvaluationPlan, evaluationPlan } from '../../eval';

export type EvalOptions =
  | { mode: 'list' }
  | { mode: 'run'; plan: EvaluationPlan; reportFile: string | null; saveRegression: string | null; saveResult: boolean }
  /** Rerun the command a regression file holds and compare (the plan comes from the file). */
  | { mode: 'regression'; file: string; reportFile: string | null };

export type RunOptions = Extract<EvalOptions, { mode: 'run' }>;

/** Options that do not change what is evaluated: they may accompany --regression. */
const OUTPUT_OPTIONS = new Set(['report', 'regression']);

export function parseEvalArgs(args: readonly string[]): EvalOptions {
  const { values, positionals } = readOptions(args);
  if (positionals.length > 0) throw invalidArgument('eval', `unexpected argument '${positionals[0]}'`);
  if (values.list) return { mode: 'list' };
  if (values.regression !== undefined) {
    const others = Object.keys(values).filter((name) => !OUTPUT_OPTIONS.has(name) && name !== 'list' && name !== 'split');
    if (others.length > 0 || values.split !== 'test') throw invalidArgument('--regression', 'the regression file holds the command: give no other option but --report');
    return { mode: 'regression', file: values.regression, reportFile: values.report ?? null };
  }

  const plan = evaluationPlan(values);
  if (values['save-regression'] !== undefined && plan.queries.kind === 'files' && plan.queries.sets.length > 1) {
    throw invalidArgument('--save-regression', 'a regression holds one query set: save one per set');
  }
  return { mode: 'run', plan, reportFile: values.report ?? null, saveRegression: values['save-regression'] ?? null, saveResult: values['save-result'] === true };
}

/** node:util's own errors (unknown option, missing value) become typed errors too. */
function readOptions(args: readonly string[]) {
  try {
    return parseArgs({
      args: [...args],
      allowPositionals: true,
      options: {
        list: { type: 'boolean', default: false },
        systems: { type: 'string' },
        split: { type: 'string', default: 'test' },
        queries: { type: 'string' },
        'queries-file': { type: 'string', multiple: true },
        'qrels-file': { type: 'string', multiple: true },
        'citing-papers': { type: 'string' },
        'same-year': { type: 'boolean' },
        folds: { type: 'string' },
        bags: { type: 'string' },
        measures: { type: 'string' },
        k: { type: 'string' },
        seed: { type: 'string' },
        sample: { type: 'string' },
        'test-from': { type: 'string' },
        'validation-from': { type: 'string' },
        report: { type: 'string' },
        regression: { type: 'string' },
        'save-regression': { type: 'string' },
        'save-result': { type: 'boolean' },
        'run-file': { type: 'string', multiple: true },
      },
    });
  } catch (error) {
    throw invalidArgument('eval', (error as Error).message);
  }
}
