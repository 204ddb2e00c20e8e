/**
 * authors: telling when two author name variants are one person ("Geoffrey Hinton" and
 * "Geoffrey E. Hinton"), by name compatibility plus evidence (ORCID, shared co-authors or
 * venue), never by name alone; measuring that rule on labelled pairs; and applying it to the
 * stored authors, each variant pointing to its person's canonical variant (docs/authors.md).
 * Pure: author-names, orcid, merge-rule, merge-evaluation, variant-clusters. Adapter: resolve-variants.
 */
export { coAuthorKey, compatibleNames, personName } from './author-names';
export type { GivenName, PersonName } from './author-names';
export { mergeDecision } from './merge-rule';
export { normalisedOrcid } from './orcid';
export type { AuthorEvidence, MergeDecision, MergeReason } from './merge-rule';
export { authorEvidence, measureMerges } from './merge-evaluation';
export type { EvidencePaper, LabelledPair, MergeMeasurement, PairOutcome } from './merge-evaluation';
export { resolveVariants } from './variant-clusters';
export type { ResolvedVariant, VariantEvidence } from './variant-clusters';
export { resolveAuthorVariants } from './resolve-variants';
export type { VariantResolution } from './resolve-variants';
export { coAuthorsOf, papersOfPeople, peopleOf, searchPeople, statsOf, variantsOf } from './author-reads';
export type { CoAuthorRow, PersonRow, PersonStats, VariantRow } from './author-reads';
