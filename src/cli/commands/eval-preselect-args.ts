/** `refgraph eval preselect` arguments → a typed plan; every check happens here, before any engine is asked. Pure. */
import { parseArgs } from 'node:util';
import { invalidArgument } from '../../errors/refgraph-error';
import { SPLIT_CHOICES, SplitChoice } from '../../eval';
import { DEFAULT_PRESELECT_SIZES, checkedSizes } from '../../eval/preselect/recall-curve';
import { PreselectEvaluationPlan, QUERY_FIELDS, QueryFields } from '../../eval/preselect/run-preselect-evaluation';
import { DEFAULT_SEED, splitList } from './eval-args';

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

function integer(name: string, text: string, min: number, max: number): number {
  const value = Number(text);
  if (!/^\d+$/.test(text.trim()) || !Number.isSafeInteger(value) || value < min || value > max) {
    throw invalidArgument(name, `must be an integer in [${min}, ${max}], got '${text}'`);
  }
  return value;
}

export function parsePreselectEvalArgs(args: readonly string[]): PreselectEvalOptions {
  const { values } = readOptions(args);
  const split = values.split as SplitChoice;
  if (!SPLIT_CHOICES.includes(split)) throw invalidArgument('--split', `must be one of ${SPLIT_CHOICES.join(', ')}`);
  const fields = values.fields as QueryFields;
  if (!QUERY_FIELDS.includes(fields)) throw invalidArgument('--fields', `must be one of ${QUERY_FIELDS.join(', ')}`);
  const queriesFile = values['queries-file'];
  const qrelsFile = values['qrels-file'];
  if ((queriesFile === undefined) !== (qrelsFile === undefined)) throw invalidArgument('--queries-file', 'give both --queries-file and --qrels-file');
  const citingPapersFile = values['citing-papers'] ?? null;
  if (citingPapersFile !== null && queriesFile === undefined) throw invalidArgument('--citing-papers', 'goes with --queries-file and --qrels-file');
  const sizes = values.sizes === undefined ? [...DEFAULT_PRESELECT_SIZES] : checkedSizes(splitList(values.sizes).map((size) => integer('--sizes', size, 1, Number.MAX_SAFE_INTEGER)));
  return {
    plan: {
      queries: queriesFile === undefined ? { kind: 'stored' } : { kind: 'files', queriesFile, qrelsFile: qrelsFile!, citingPapersFile },
      split,
      boundaries: {
        ...(values['test-from'] === undefined ? {} : { testFrom: integer('--test-from', values['test-from'], 1000, 2100) }),
        ...(values['validation-from'] === undefined ? {} : { validationFrom: integer('--validation-from', values['validation-from'], 1000, 2100) }),
      },
      sizes,
      fields,
      seed: values.seed === undefined ? DEFAULT_SEED : integer('--seed', values.seed, 0, 0x7fffffff),
      sample: values.sample === undefined ? null : integer('--sample', values.sample, 1, Number.MAX_SAFE_INTEGER),
    },
    jsonFile: values.json ?? null,
    csvFile: values.csv ?? null,
  };
}
