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
  return { training: plan('validation', bounds.trainingQueries), validation: plan('test', bounds.validationQueries) };
}

/** `2008–2010` or `2010`. */
export function yearRange(from: number, to: number): string {
  return from === to ? `${from}` : `${from}–${to}`;
}
