/**
 * An evaluation plan as data (Anserini's regression YAML idea, in JSON): what a stored
 * regression replays, independent of any command line. Systems and measures go by name; the
 * split boundaries are pinned to the years a run used, so a replay does not move when new
 * queries would shift derived ones. Pure.
 */
import { isJsonObject } from '../common/json-object';
import { RefgraphError } from '../errors/refgraph-error';
import { MAX_YEAR, MIN_YEAR } from '../common/years';
import { MAX_SEED } from '../common/random';
import { parseMeasure } from '../metrics';
import { MAX_BAGS } from '../rank';
import { QUERY_SETS, QuerySet } from './gold/stored-gold';
import type { EvaluationPlan } from './run/evaluation-plan';
import { SPLIT_CHOICES, SplitBoundaries, SplitChoice } from './splits';
import { selectSystems } from './systems/systems';

/** The pipeline's largest depth (the API's maxK; Elasticsearch kNN allows num_candidates = 4k ≤ 10,000). */
export const MAX_K = 1000;
export const MAX_FOLDS = 100;

export interface PlanData {
  systems: string[];
  queries: { set: QuerySet } | { files: { queries: string; qrels: string }[]; citingPapers: string | null };
  split: SplitChoice;
  boundaries: SplitBoundaries;
  measures: string[];
  k: number;
  seed: number;
  sample: number | null;
  includeSameYear: boolean;
  folds: number | null;
  bags: number;
  runFiles: { name: string; file: string }[];
}

export function planData(plan: EvaluationPlan, boundaries: SplitBoundaries): PlanData {
  return {
    systems: plan.systems.map((s) => s.name),
    queries:
      plan.queries.kind === 'stored'
        ? { set: plan.queries.set }
        : { files: plan.queries.sets.map((set) => ({ queries: set.queriesFile, qrels: set.qrelsFile })), citingPapers: plan.queries.citingPapersFile },
    split: plan.split,
    boundaries: { validationFrom: boundaries.validationFrom, testFrom: boundaries.testFrom },
    measures: plan.measures.map((m) => m.name),
    k: plan.k,
    seed: plan.seed,
    sample: plan.sample,
    includeSameYear: plan.includeSameYear,
    folds: plan.folds,
    bags: plan.bags,
    runFiles: plan.runFiles.map((run) => ({ ...run })),
  };
}

/** A plan read from a file, every field checked; a problem names the file and the field. */
export function planFromData(raw: unknown, where: string): EvaluationPlan {
  const fail = (field: string, message: string): never => {
    throw new RefgraphError('RECORD_INVALID', `${where}: plan.${field} ${message}`, { file: where, field: `plan.${field}` });
  };
  if (!isJsonObject(raw)) return fail('', 'must be an object');
  const integer = (field: keyof PlanData, min: number, max: number): number => {
    const value = raw[field];
    return Number.isSafeInteger(value) && (value as number) >= min && (value as number) <= max ? (value as number) : fail(field, `must be an integer in [${min}, ${max}]`);
  };
  const names = (field: 'systems' | 'measures'): string[] => {
    const value = raw[field];
    return Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === 'string') ? value : fail(field, 'must be a non-empty list of names');
  };
  const split = SPLIT_CHOICES.includes(raw.split as SplitChoice) ? (raw.split as SplitChoice) : fail('split', `must be one of ${SPLIT_CHOICES.join(', ')}`);
  const boundaries = isJsonObject(raw.boundaries) ? raw.boundaries : fail('boundaries', 'must hold validationFrom and testFrom');
  const year = (field: 'validationFrom' | 'testFrom'): number => {
    const value = boundaries[field];
    return Number.isSafeInteger(value) && (value as number) >= MIN_YEAR && (value as number) <= MAX_YEAR ? (value as number) : fail(`boundaries.${field}`, `must be a year in [${MIN_YEAR}, ${MAX_YEAR}]`);
  };
  const sample = raw.sample === null ? null : integer('sample', 1, Number.MAX_SAFE_INTEGER);
  const folds = raw.folds === null ? null : integer('folds', 2, MAX_FOLDS);
  if (typeof raw.includeSameYear !== 'boolean') fail('includeSameYear', 'must be true or false');
  return {
    systems: selectSystems(names('systems'), undefined, 'plan.systems'),
    queries: querySelection(raw.queries, fail),
    split,
    boundaries: { validationFrom: year('validationFrom'), testFrom: year('testFrom') },
    measures: names('measures').map(parseMeasure),
    k: integer('k', 1, MAX_K),
    seed: integer('seed', 0, MAX_SEED),
    sample,
    includeSameYear: raw.includeSameYear as boolean,
    folds,
    bags: integer('bags', 0, MAX_BAGS),
    runFiles: runFiles(raw.runFiles, fail),
  };
}

function querySelection(raw: unknown, fail: (field: string, message: string) => never): EvaluationPlan['queries'] {
  if (isJsonObject(raw) && QUERY_SETS.includes(raw.set as QuerySet)) return { kind: 'stored', set: raw.set as QuerySet };
  if (isJsonObject(raw) && Array.isArray(raw.files) && raw.files.length > 0) {
    const sets = raw.files.map((pair: unknown, i) =>
      isJsonObject(pair) && typeof pair.queries === 'string' && typeof pair.qrels === 'string'
        ? { queriesFile: pair.queries, qrelsFile: pair.qrels }
        : fail(`queries.files[${i}]`, 'must hold queries and qrels file names'),
    );
    const citing = raw.citingPapers ?? null;
    if (citing !== null && typeof citing !== 'string') fail('queries.citingPapers', 'must be a file name or null');
    return { kind: 'files', sets, citingPapersFile: citing as string | null };
  }
  return fail('queries', `must be { set: ${QUERY_SETS.join(' | ')} } or { files: [{ queries, qrels }], citingPapers }`);
}

function runFiles(raw: unknown, fail: (field: string, message: string) => never): EvaluationPlan['runFiles'] {
  if (!Array.isArray(raw)) return fail('runFiles', 'must be a list (empty when none)');
  return raw.map((run: unknown, i) =>
    isJsonObject(run) && typeof run.name === 'string' && typeof run.file === 'string' ? { name: run.name, file: run.file } : fail(`runFiles[${i}]`, 'must hold a name and a file'),
  );
}
