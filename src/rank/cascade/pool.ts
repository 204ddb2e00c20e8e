/**
 * The candidate pool a cascade carries from stage to stage, and how a stage's output is merged
 * into it. Pure. A pool is never changed: merging returns a new pool, whose candidates are new
 * objects where the output touched them and the same frozen objects elsewhere, so a stage can
 * read the pool it was given for as long as it likes while others run.
 */
import type { FeatureValues } from '../features';
import type { GraphLink } from '../types';

export interface Candidate {
  readonly paperId: string;
  /** Raw (not yet normalised) feature values. */
  readonly raw: Readonly<FeatureValues>;
  /** Tags of the stages that brought the candidate in. */
  readonly sources: ReadonlySet<string>;
  /** The paper's language, once the filters have read it (null: unknown). */
  readonly language?: string | null;
  /** Its citations to and from the head of the text retrieval, in seed id order (the features stage's). */
  readonly graphLinks?: readonly GraphLink[];
}

/** Candidates by paper id, in the order they came in. */
export type CandidatePool = ReadonlyMap<string, Candidate>;

/** A candidate a stage brings in (or, already in the pool, one more source of it with its values). */
export interface AddedCandidate {
  paperId: string;
  source: string;
  raw?: FeatureValues;
}

/** What a stage found, for the runner to merge: it never writes into the pool it read. */
export interface StageOutput<F> {
  /** Candidates brought in, in order. */
  added?: readonly AddedCandidate[];
  /** When given, the candidates that stay; the others are dropped (the filters, the fused head). */
  kept?: ReadonlySet<string>;
  /** Feature values found, by paper; a candidate not in the pool (dropped meanwhile) is passed over. */
  features?: ReadonlyMap<string, FeatureValues>;
  /** Candidates' languages, by paper. */
  languages?: ReadonlyMap<string, string | null>;
  /** Candidates' links to the head of the text retrieval, by paper. */
  graphLinks?: ReadonlyMap<string, readonly GraphLink[]>;
  /** Facts for the stages after (the query as placed, the head, the ranking). */
  facts?: Partial<F>;
  /** false: the stage had nothing to do and leaves no line in the trace (crosslingual for a query in the main language). */
  traced?: false;
}

export const EMPTY_POOL: CandidatePool = new Map();

function frozen(candidate: Candidate): Candidate {
  Object.freeze(candidate.raw);
  return Object.freeze(candidate);
}

/** The pool with one output merged in: added candidates first, then the drops, then the values found. */
export function mergeOutput(pool: CandidatePool, output: StageOutput<unknown>): CandidatePool {
  if (output.added === undefined && output.kept === undefined && output.features === undefined && output.languages === undefined && output.graphLinks === undefined) return pool;
  const merged = new Map(pool);
  for (const { paperId, source, raw = {} } of output.added ?? []) {
    const existing = merged.get(paperId);
    merged.set(
      paperId,
      existing === undefined
        ? frozen({ paperId, raw: { ...raw }, sources: new Set([source]) })
        : frozen({ ...existing, raw: { ...existing.raw, ...raw }, sources: new Set([...existing.sources, source]) }),
    );
  }
  if (output.kept !== undefined) for (const paperId of merged.keys()) if (!output.kept.has(paperId)) merged.delete(paperId);
  const update = (paperId: string, change: (candidate: Candidate) => Candidate) => {
    const candidate = merged.get(paperId);
    if (candidate !== undefined) merged.set(paperId, frozen(change(candidate)));
  };
  for (const [paperId, values] of output.features ?? []) update(paperId, (c) => ({ ...c, raw: { ...c.raw, ...values } }));
  for (const [paperId, language] of output.languages ?? []) update(paperId, (c) => ({ ...c, language }));
  for (const [paperId, links] of output.graphLinks ?? []) update(paperId, (c) => ({ ...c, graphLinks: links }));
  return merged;
}
