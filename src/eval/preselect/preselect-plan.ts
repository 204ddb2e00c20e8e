/**
 * `refgraph eval preselect` options (its option names, values as given) → a checked plan; every
 * check happens here, before any engine is asked, and an error names the option. Pure.
 */
import { invalidArgument } from '../../errors/refgraph-error';
import { boundaryYears, checkedSplit, DEFAULT_SEED, integer, queryFiles, splitList } from '../plan-options';
import { checkedSizes, DEFAULT_PRESELECT_SIZES } from './recall-curve';
import { PreselectEvaluationPlan, QUERY_FIELDS, QueryFields } from './run-preselect-evaluation';

export interface PreselectPlanOptions {
  split: string;
  fields: string;
  sizes?: string | undefined;
  'queries-file'?: string | undefined;
  'qrels-file'?: string | undefined;
  'citing-papers'?: string | undefined;
  'test-from'?: string | undefined;
  'validation-from'?: string | undefined;
  sample?: string | undefined;
  seed?: string | undefined;
}

export function preselectEvaluationPlan(values: PreselectPlanOptions): PreselectEvaluationPlan {
  const split = checkedSplit(values.split);
  const fields = values.fields as QueryFields;
  if (!QUERY_FIELDS.includes(fields)) throw invalidArgument('--fields', `must be one of ${QUERY_FIELDS.join(', ')}`);
  const files = queryFiles(values['queries-file'], values['qrels-file'], values['citing-papers']);
  const sizes = values.sizes === undefined ? [...DEFAULT_PRESELECT_SIZES] : checkedSizes(splitList(values.sizes).map((size) => integer('--sizes', size, 1, Number.MAX_SAFE_INTEGER)));
  return {
    queries: files ?? { kind: 'stored' },
    split,
    boundaries: boundaryYears(values['test-from'], values['validation-from']),
    sizes,
    fields,
    seed: values.seed === undefined ? DEFAULT_SEED : integer('--seed', values.seed, 0, 0x7fffffff),
    sample: values.sample === undefined ? null : integer('--sample', values.sample, 1, Number.MAX_SAFE_INTEGER),
  };
}
