/** `refgraph eval preselect` arguments → a typed plan; every check happens here, before any engine is asked. Pure. */
import { parseArgs } from 'node:util';
import { invalidArgument } from '../../errors/refgraph-error';
import { DEFAULT_PRESELECT_SIZES, checkedSizes, PreselectEvaluationPlan, QUERY_FIELDS, QueryFields } from '../../eval';
import { boundaryYears, checkedSplit, DEFAULT_SEED, integer, queryFiles, splitList } from './eval-args';

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
  const split = checkedSplit(values.split);
  const fields = values.fields as QueryFields;
  if (!QUERY_FIELDS.includes(fields)) throw invalidArgument('--fields', `must be one of ${QUERY_FIELDS.join(', ')}`);
  const files = queryFiles(values['queries-file'], values['qrels-file'], values['citing-papers']);
  const sizes = values.sizes === undefined ? [...DEFAULT_PRESELECT_SIZES] : checkedSizes(splitList(values.sizes).map((size) => integer('--sizes', size, 1, Number.MAX_SAFE_INTEGER)));
  return {
    plan: {
      queries: files ?? { kind: 'stored' },
      split,
      boundaries: boundaryYears(values['test-from'], values['validation-from']),
      sizes,
      fields,
      seed: values.seed === undefined ? DEFAULT_SEED : integer('--seed', values.seed, 0, 0x7fffffff),
      sample: values.sample === undefined ? null : integer('--sample', values.sample, 1, Number.MAX_SAFE_INTEGER),
    },
    jsonFile: values.json ?? null,
    csvFile: values.csv ?? null,
  };
}
