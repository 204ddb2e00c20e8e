/**
 * The shapes an evaluation run is planned and answered in: what to run (the plan), what it
 * runs against (the environment), and what each stage hands the next. Types only, so the run
 * and its cross-validation share them without importing each other.
 */
import type { Bm25Settings } from '../../search';
import type { Measure } from '../../metrics';
import type { RankEngines } from '../../rank';
import type { ExternalFiles } from '../gold/external-gold';
import type { JudgedQuery } from '../gold/gold-query';
import type { QuerySet } from '../gold/stored-gold';
import type { SplitBoundaries, SplitChoice } from '../splits';
import type { ServedDefaults, SystemPreset } from '../systems/systems';
import type { PreparedQuery, SystemRanking } from './rank-queries';
import type { EvaluationRecord } from './run-record';

/**
 * Stored gold, or one or more query sets from files. Several sets run jointly: one split, one
 * set of cross-validation folds grouped by citing paper across them, fusion weights fitted on
 * the training queries of every set (one served weight set answers every kind of query), BM25
 * tuned per set; each set is summarised, stored and reported on its own.
 */
export type QuerySelection = { kind: 'stored'; set: QuerySet } | { kind: 'files'; sets: QueryFilePair[]; citingPapersFile: string | null };

export type QueryFilePair = Pick<ExternalFiles, 'queriesFile' | 'qrelsFile'>;

export interface EvaluationPlan {
  systems: readonly SystemPreset[];
  queries: QuerySelection;
  split: SplitChoice;
  /** Given boundaries; the missing ones are derived from the queries' years. */
  boundaries: Partial<SplitBoundaries>;
  measures: readonly Measure[];
  /** Ranking depth: every system returns up to k papers per query. */
  k: number;
  seed: number;
  /** Evaluate this many queries of the split (chosen with the seed); null: all. */
  sample: number | null;
  /** Papers from the query's own year are candidates too ("published no later than" pools). */
  includeSameYear: boolean;
  /** Cross-validate BM25's k1/b and the fusion weights over this many folds; null: run as served. */
  folds: number | null;
  /** With folds: the bootstrap resamples each fold's fusion weights are averaged over (0: one plain fit). */
  bags: number;
  /** Rankings made elsewhere (TREC run files), scored as systems of these names beside the others. */
  runFiles: readonly { name: string; file: string }[];
}

export interface EvaluationEnvironment {
  engines: RankEngines;
  defaults: ServedDefaults & { bm25: Bm25Settings };
  /** What else determines the numbers (encoder, BM25 parameters): recorded with every run. */
  recorded: Record<string, unknown>;
}

export interface EvaluationOutcome {
  batch: string;
  boundaries: SplitBoundaries;
  /** One run per query set and system, set by set in the order given; each keeps its set's query counts. */
  runs: EvaluationRecord[];
}

/** The queries of a run, judged and prepared once for every system. */
export interface LoadedQueries {
  queries: JudgedQuery[];
  prepared: PreparedQuery[];
  boundaries: SplitBoundaries;
  /** The query sets in the order given, each with what every stage kept of it. */
  sets: LoadedSet[];
}

export interface LoadedSet {
  /** The stored set's name, or the queries file's name without its extension. */
  label: string;
  queryIds: string[];
  counts: Record<string, number>;
}

/** One system's rankings and what its run record says about how they were made. */
export interface SystemOutcome {
  name: string;
  description: string;
  config: Record<string, unknown>;
  /** What else a query set's run records (cross-validation: the BM25 pairs that set was ranked with). */
  configOfSet?: (label: string) => Record<string, unknown>;
  ranked: SystemRanking;
}

