/**
 * The judged queries `refgraph train` derives from the library's own graph: eval's stored paper
 * queries (a citing paper's title and abstract, its stored references as gold, candidates older
 * than it) in the two time slices of library-slices.ts. Eval's split names carry them: its
 * `validation` split (trainFrom ≤ year < validationFrom) is the training slice, its `test` split
 * (year ≥ validationFrom) the held-back one, so the judging, time filter and seeded sample are
 * eval's own (one implementation), and each plan is an EvaluationPlan a user can rerun with
 * `refgraph eval --queries papers --validation-from … --test-from …`.
 */
import type { EvaluationPlan } from '../eval';
import { selectSystems } from '../eval';
import { parseMeasure } from '../metrics';
import type { LibrarySlices, SliceBounds } from './library-slices';

/** The measure the gate compares on: the project's main one (docs/evaluation.md). */
export const GATE_MEASURE = parseMeasure('MAP@100');
/** Ranking depth of the pools and the measure. */
export const GATE_DEPTH = 100;

/**
 * The held-back years are compared on all their queries up to this many (a seeded sample beyond),
 * not only on the --validation-queries that decided how many years to hold back: on AAN the 300 of
 * 2009's 973 could not tell the learned fusion's +4% from noise (interval [−0.0019, +0.0101]), all
 * 973 could ([+0.0024, +0.0115]), for 31 s more of pools (docs/notebook/training-library.md).
 */
export const HELD_BACK_SAMPLE = 1000;

export interface LibraryQueryPlans {
  training: EvaluationPlan;
  validation: EvaluationPlan;
}

export function libraryQueryPlans(slices: LibrarySlices, bounds: SliceBounds, seed: number): LibraryQueryPlans {
  const plan = (split: 'validation' | 'test', sample: number): EvaluationPlan => ({
    systems: selectSystems(['full']),
    queries: { kind: 'stored', set: 'papers' },
    split,
    boundaries: { validationFrom: slices.trainFrom, testFrom: slices.validationFrom },
    measures: [GATE_MEASURE],
    k: GATE_DEPTH,
    seed,
    sample,
    includeSameYear: false,
    folds: null,
    bags: 0,
    runFiles: [],
  });
  return { training: plan('validation', bounds.trainingQueries), validation: plan('test', Math.max(bounds.validationQueries, HELD_BACK_SAMPLE)) };
}

/** `2008–2010` or `2010`. */
export function yearRange(from: number, to: number): string {
  return from === to ? `${from}` : `${from}–${to}`;
}
