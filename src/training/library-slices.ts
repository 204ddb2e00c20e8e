/**
 * The time slices `refgraph train` fits and checks a ranker on, planned from how many citing
 * papers each year holds (a citing paper with an older stored reference is one judged query: its
 * title and abstract ask, its references are the gold). The held-back validation slice is the
 * latest years, the training slice the years just before; both are whole years and are then
 * capped by a seeded sample (library-queries.ts). Pure.
 *
 * Why the latest years are held back and not a random sample: the ranker will rank the library's
 * next papers, and each query's candidates are papers older than it (eval's time filter), so a
 * ranker fitted on earlier queries and checked on later ones sees what it will meet when served;
 * a random split would fit on the future of the literature it is checked on.
 */
import { invalidArgument } from '../errors/refgraph-error';

export interface SliceBounds {
  /** The validation slice takes the latest years until it holds this many queries (compared on up to library-queries.ts's HELD_BACK_SAMPLE of them). */
  validationQueries: number;
  /** The training slice takes the years before until it holds this many queries, and is sampled down to it. */
  trainingQueries: number;
}

export const DEFAULT_SLICE_BOUNDS: SliceBounds = { validationQueries: 300, trainingQueries: 2000 };

/**
 * Never more than this share of the library's queries held back: on a small library (the demo's
 * 394 papers) the latest years must leave most queries to fit on.
 */
export const MAX_VALIDATION_SHARE = 1 / 3;

export interface LibrarySlices {
  /** First year of the training slice. */
  trainFrom: number;
  /** First year of the validation slice; training queries are all older. */
  validationFrom: number;
  /** The newest citing paper's year: the validation slice ends there. */
  lastYear: number;
  /** Queries available in each slice before the cap (the run reports the kept ones). */
  available: { training: number; validation: number };
}

/** The two slices from the number of judged queries per year (years without any absent or 0). */
export function librarySlices(queriesPerYear: ReadonlyMap<number, number>, bounds: SliceBounds = DEFAULT_SLICE_BOUNDS): LibrarySlices {
  for (const [name, value] of Object.entries(bounds)) {
    if (!Number.isSafeInteger(value) || value < 1) throw invalidArgument(`--${name === 'validationQueries' ? 'validation' : 'training'}-queries`, `expected a positive integer, got ${value}`);
  }
  const years = [...queriesPerYear].filter(([, count]) => count > 0).sort(([a], [b]) => b - a);
  const total = years.reduce((sum, [, count]) => sum + count, 0);
  if (years.length < 2) {
    throw invalidArgument('train', `the library has citing papers with older stored references in ${years.length} year(s) (${total} queries): a training and a later validation slice need two years at least`);
  }
  let held = 0;
  let cut = 0; // years[0..cut) are held back
  while (cut < years.length - 1 && held < bounds.validationQueries) {
    const next = years[cut]![1];
    if (cut > 0 && held + next > total * MAX_VALIDATION_SHARE) break;
    held += next;
    cut += 1;
  }
  let training = 0;
  let first = cut;
  while (first < years.length && training < bounds.trainingQueries) {
    training += years[first]![1];
    first += 1;
  }
  return {
    trainFrom: years[first - 1]![0],
    validationFrom: years[cut - 1]![0],
    lastYear: years[0]![0],
    available: { training, validation: held },
  };
}
