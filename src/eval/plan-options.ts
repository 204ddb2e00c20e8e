/**
 * Evaluation options as `refgraph eval` takes them (its option names, values as given) → a
 * checked EvaluationPlan; every check happens here, before any engine is asked, and an error
 * names the option. The CLI parses the command line into these options (cli/commands/eval-args.ts).
 * Pure.
 */
import { invalidArgument } from '../errors/refgraph-error';
import { parseMeasure } from '../metrics';
import { MAX_SEED } from '../common/random';
import { MAX_YEAR, MIN_YEAR } from '../common/years';
import { DEFAULT_BAGS, MAX_BAGS } from '../rank';
import { QUERY_SETS, QuerySet } from './gold/stored-gold';
import { MAX_FOLDS, MAX_K } from './plan-data';
import type { EvaluationPlan } from './run/evaluation-plan';
import { querySetLabel } from './run/run-evaluation';
import { SPLIT_CHOICES, SplitBoundaries, SplitChoice } from './splits';
import { selectSystems, SYSTEMS } from './systems/systems';

export const DEFAULT_MEASURES = ['MAP@100', 'R@10', 'R@100', 'R@1000', 'nDCG@10', 'MRR@10', 'P@10'];
const DEFAULT_K = 1000;
export const DEFAULT_SEED = 1;

/** What an evaluation is asked for, by option name; lists are comma-separated (--systems, --measures). */
export interface EvaluationPlanOptions {
  split: string;
  systems?: string | undefined;
  queries?: string | undefined;
  'queries-file'?: string[] | undefined;
  'qrels-file'?: string[] | undefined;
  'citing-papers'?: string | undefined;
  'same-year'?: boolean | undefined;
  folds?: string | undefined;
  bags?: string | undefined;
  measures?: string | undefined;
  k?: string | undefined;
  seed?: string | undefined;
  sample?: string | undefined;
  'test-from'?: string | undefined;
  'validation-from'?: string | undefined;
  'run-file'?: string[] | undefined;
}

export function evaluationPlan(values: EvaluationPlanOptions): EvaluationPlan {
  const split = checkedSplit(values.split);
  const measureNames = values.measures === undefined ? DEFAULT_MEASURES : splitList(values.measures);
  if (measureNames.length === 0) throw invalidArgument('--measures', 'name at least one measure');
  const measures = measureNames.map(parseMeasure);
  const names = measures.map((m) => m.name);
  const repeated = names.find((name, i) => names.indexOf(name) !== i);
  if (repeated !== undefined) throw invalidArgument('--measures', `${repeated} is listed twice (aliases count as the same measure)`);

  if (values.bags !== undefined && values.folds === undefined) throw invalidArgument('--bags', 'goes with --folds: weights are fitted only when cross-validating');
  const queries = querySelection(values.queries, values['queries-file'], values['qrels-file'], values['citing-papers']);
  return {
    systems: selectSystems(values.systems === undefined ? null : splitList(values.systems), undefined, '--systems'),
    queries,
    split,
    boundaries: boundaryYears(values['test-from'], values['validation-from']),
    measures,
    k: values.k === undefined ? DEFAULT_K : integer('--k', values.k, 1, MAX_K),
    seed: values.seed === undefined ? DEFAULT_SEED : integer('--seed', values.seed, 0, MAX_SEED),
    sample: values.sample === undefined ? null : integer('--sample', values.sample, 1, Number.MAX_SAFE_INTEGER),
    includeSameYear: values['same-year'] === true,
    folds: values.folds === undefined ? null : integer('--folds', values.folds, 2, MAX_FOLDS),
    bags: values.bags === undefined ? DEFAULT_BAGS : integer('--bags', values.bags, 0, MAX_BAGS),
    runFiles: runFiles(values['run-file'] ?? []),
  };
}

/**
 * --run-file NAME=FILE: a ranking made elsewhere (a TREC run, such as the Anserini baseline's),
 * scored as system NAME beside the others. Its name must not be a system's: tables are keyed by it.
 */
function runFiles(specs: readonly string[]): EvaluationPlan['runFiles'] {
  const runs = specs.map((spec) => {
    const match = /^([a-z0-9][a-z0-9+_-]*)=(.+)$/.exec(spec);
    if (match === null) throw invalidArgument('--run-file', `give NAME=FILE (name: lower-case letters, digits, '+', '-', '_'), got '${spec}'`);
    return { name: match[1]!, file: match[2]! };
  });
  const names = [...SYSTEMS.map((s) => s.name), ...runs.map((r) => r.name)];
  const repeated = names.find((name, i) => names.indexOf(name) !== i);
  if (repeated !== undefined) throw invalidArgument('--run-file', `the name ${repeated} is used twice (or is a system's)`);
  return runs;
}

/**
 * --queries, or --queries-file with --qrels-file: repeated, the pairs go in order (the first
 * queries file with the first qrels file) and the sets are evaluated together.
 */
function querySelection(set: string | undefined, queriesFiles: string[] | undefined, qrelsFiles: string[] | undefined, citingPapersFile: string | undefined): EvaluationPlan['queries'] {
  if (queriesFiles !== undefined || qrelsFiles !== undefined) {
    if (set !== undefined) throw invalidArgument('--queries', 'give either --queries or --queries-file with --qrels-file, not both');
    if (queriesFiles?.length !== qrelsFiles?.length) {
      throw invalidArgument('--queries-file', `give one --qrels-file for every --queries-file (${queriesFiles?.length ?? 0} queries files, ${qrelsFiles?.length ?? 0} qrels files)`);
    }
    const sets = queriesFiles!.map((queriesFile, i) => ({ queriesFile, qrelsFile: qrelsFiles![i]! }));
    const labels = sets.map((pair) => querySetLabel(pair.queriesFile));
    const repeated = labels.find((label, i) => labels.indexOf(label) !== i);
    if (repeated !== undefined) throw invalidArgument('--queries-file', `two queries files are named ${repeated}: a set is reported under its file's name, so the names must differ`);
    return { kind: 'files', sets, citingPapersFile: citingPapersFile ?? null };
  }
  if (citingPapersFile !== undefined) throw invalidArgument('--citing-papers', 'goes with --queries-file and --qrels-file');
  const chosen = (set ?? 'all') as QuerySet;
  if (!QUERY_SETS.includes(chosen)) throw invalidArgument('--queries', `must be one of ${QUERY_SETS.join(', ')}`);
  return { kind: 'stored', set: chosen };
}

/** Commas separate items, except inside parentheses (measure parameters: `nDCG(dcg='exp-log2')@10`). */
export function splitList(text: string): string[] {
  const items: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of text) {
    if (char === '(') depth += 1;
    if (char === ')') depth -= 1;
    if (char === ',' && depth === 0) {
      items.push(current);
      current = '';
    } else current += char;
  }
  items.push(current);
  return items.map((item) => item.trim()).filter((item) => item !== '');
}

export interface QueryFiles {
  kind: 'files';
  queriesFile: string;
  qrelsFile: string;
  citingPapersFile: string | null;
}

/** External queries: --queries-file and --qrels-file together, --citing-papers only with them; null when none is given. */
export function queryFiles(queriesFile: string | undefined, qrelsFile: string | undefined, citingPapersFile: string | undefined): QueryFiles | null {
  if (queriesFile === undefined && qrelsFile === undefined) {
    if (citingPapersFile !== undefined) throw invalidArgument('--citing-papers', 'goes with --queries-file and --qrels-file');
    return null;
  }
  if (queriesFile === undefined || qrelsFile === undefined) throw invalidArgument('--queries-file', 'give both --queries-file and --qrels-file');
  return { kind: 'files', queriesFile, qrelsFile, citingPapersFile: citingPapersFile ?? null };
}

export function checkedSplit(text: string | undefined): SplitChoice {
  const split = text as SplitChoice;
  if (!SPLIT_CHOICES.includes(split)) throw invalidArgument('--split', `must be one of ${SPLIT_CHOICES.join(', ')}`);
  return split;
}

/** --test-from and --validation-from, when given: the years the split boundaries are pinned to. */
export function boundaryYears(testFrom: string | undefined, validationFrom: string | undefined): Partial<SplitBoundaries> {
  return {
    ...(testFrom === undefined ? {} : { testFrom: integer('--test-from', testFrom, MIN_YEAR, MAX_YEAR) }),
    ...(validationFrom === undefined ? {} : { validationFrom: integer('--validation-from', validationFrom, MIN_YEAR, MAX_YEAR) }),
  };
}

export function integer(name: string, text: string, min: number, max: number): number {
  const value = Number(text);
  if (!/^\d+$/.test(text.trim()) || !Number.isSafeInteger(value) || value < min || value > max) {
    throw invalidArgument(name, `must be an integer in [${min}, ${max}], got '${text}'`);
  }
  return value;
}
