/**
 * The merge rule measured on labelled pairs of name variants: precision and recall of its merges.
 * Pure: papers and labels in, counts out.
 *
 * Evidence for each name variant is gathered from the papers it appears on (co-authors, venues,
 * ORCIDs when the records give them), exactly as the rule would see it over a library.
 */
import { AuthorEvidence, mergeDecision, MergeReason } from './merge-rule';

export interface EvidencePaper {
  authors: readonly string[];
  venue?: string | null;
  /** ORCIDs by author name, when the source gives them. */
  orcids?: Readonly<Record<string, string>> | null;
}

export interface LabelledPair {
  a: string;
  b: string;
  /** True when the two names are one person. */
  same: boolean;
}

export interface PairOutcome extends LabelledPair {
  merged: boolean;
  reason: MergeReason;
  shared: string[];
}

export interface MergeMeasurement {
  /** Pairs whose two names both appear in the papers. */
  evaluated: number;
  /** Pairs left out because a name is on no paper. */
  skipped: LabelledPair[];
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  trueNegatives: number;
  /** TP / (TP + FP); null when nothing was merged. */
  precision: number | null;
  /** TP / (TP + FN); null when no pair is the same person. */
  recall: number | null;
  outcomes: PairOutcome[];
}

/** Name variant → what the papers say about it. */
export function authorEvidence(papers: Iterable<EvidencePaper>): Map<string, AuthorEvidence> {
  const found = new Map<string, { orcid: string | null; coAuthors: Set<string>; venues: Set<string> }>();
  for (const paper of papers) {
    for (const name of paper.authors) {
      const entry = found.get(name) ?? { orcid: null, coAuthors: new Set<string>(), venues: new Set<string>() };
      entry.orcid = entry.orcid ?? paper.orcids?.[name] ?? null;
      for (const other of paper.authors) if (other !== name) entry.coAuthors.add(other);
      if (paper.venue != null && paper.venue.trim() !== '') entry.venues.add(paper.venue);
      found.set(name, entry);
    }
  }
  return new Map([...found].map(([name, e]) => [name, { name, orcid: e.orcid, coAuthors: [...e.coAuthors].sort(), venues: [...e.venues].sort() }]));
}

export function measureMerges(pairs: readonly LabelledPair[], evidence: ReadonlyMap<string, AuthorEvidence>): MergeMeasurement {
  const outcomes: PairOutcome[] = [];
  const skipped: LabelledPair[] = [];
  for (const pair of pairs) {
    const [a, b] = [evidence.get(pair.a), evidence.get(pair.b)];
    if (a === undefined || b === undefined) {
      skipped.push(pair);
      continue;
    }
    const decision = mergeDecision(a, b);
    outcomes.push({ ...pair, merged: decision.merge, reason: decision.reason, shared: decision.shared });
  }
  const count = (merged: boolean, same: boolean) => outcomes.filter((o) => o.merged === merged && o.same === same).length;
  const [tp, fp, fn, tn] = [count(true, true), count(true, false), count(false, true), count(false, false)];
  return {
    evaluated: outcomes.length,
    skipped,
    truePositives: tp,
    falsePositives: fp,
    falseNegatives: fn,
    trueNegatives: tn,
    precision: tp + fp === 0 ? null : tp / (tp + fp),
    recall: tp + fn === 0 ? null : tp / (tp + fn),
    outcomes,
  };
}
