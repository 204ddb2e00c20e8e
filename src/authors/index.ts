/**
 * authors: telling when two author name variants are one person ("Geoffrey Hinton" and
 * "Geoffrey E. Hinton"), by name compatibility plus evidence (ORCID, shared co-authors or
 * venue), never by name alone; and measuring that rule on labelled pairs (docs/authors.md).
 * Pure: author-names, merge-rule, merge-evaluation. Not yet wired into ingestion or GraphQL:
 * docs/authors.md has the plan.
 */
export { coAuthorKey, compatibleNames, personName } from './author-names';
export type { GivenName, PersonName } from './author-names';
export { mergeDecision } from './merge-rule';
export type { AuthorEvidence, MergeDecision, MergeReason } from './merge-rule';
export { authorEvidence, measureMerges } from './merge-evaluation';
export type { EvidencePaper, LabelledPair, MergeMeasurement, PairOutcome } from './merge-evaluation';
