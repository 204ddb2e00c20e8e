/** `refgraph eval preselect` arguments → the options src/eval builds the plan from, and the output files. Pure. */
import { parseArgs } from 'node:util';
import { invalidArgument } from '../../errors/refgraph-error';
import { PreselectEvaluationPlan, preselectEvaluationPlan } from '../../eval';

export interface PreselectEvalOptions {
  plan: PreselectEvaluationPlan;
  jsonFile: string | null;
  csvFile: string | null;
}

function readOptions(args: readonly string[]) {
  try {
    return parseArgs({
      args: [...args],
      options: {
        sizes: { type: 'string' },
        fields: { type: 'string', default: 'title' },
        split: { type: 'string', default: 'test' },
        'queries-file': { type: 'string' },
        'qrels-file': { type: 'string' },
        'citing-papers': { type: 'string' },
        'test-from': { type: 'string' },
        'validation-from': { type: 'string' },
        sample: { type: 'string' },
        seed: { type: 'string' },
        json: { type: 'string' },
        csv: { type: 'string' },
      },
    });
  } catch (error) {
    throw invalidArgument('eval preselect', (error as Error).message);
  }
}

export function parsePreselectEvalArgs(args: readonly string[]): PreselectEvalOptions {
  const { values } = readOptions(args);
  return { plan: preselectEvaluationPlan(values), jsonFile: values.json ?? null, csvFile: values.csv ?? null };
}
