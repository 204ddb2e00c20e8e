/**
 * The registry of measure families: what each computes, whether it takes a cutoff, its
 * parameters, and the aliases (lower case) it is known by elsewhere. Definitions are in
 * ranking-metrics.ts and ndcg.ts.
 */
export const MEASURE_FAMILIES = ['P', 'R', 'F1', 'AP', 'RR', 'nDCG', 'Rprec'] as const;
export type MeasureFamily = (typeof MEASURE_FAMILIES)[number];

export const DCG_FORMS = ['log2', 'exp-log2'] as const;
export type DcgForm = (typeof DCG_FORMS)[number];

export interface FamilySpec {
  description: string;
  /** P, R and F1 mean nothing without a depth; R-precision picks its own depth (R). */
  cutoff: 'required' | 'optional' | 'none';
  params: readonly 'dcg'[];
  aliases: readonly string[];
}

const FAMILY_SPECS: Record<MeasureFamily, FamilySpec> = {
  P: { description: 'precision at k', cutoff: 'required', params: [], aliases: ['precision'] },
  R: { description: 'recall at k', cutoff: 'required', params: [], aliases: ['recall'] },
  F1: { description: 'harmonic mean of P@k and R@k', cutoff: 'required', params: [], aliases: [] },
  // MAP and MRR are the means over queries of AP and RR: the per-query measure is the same.
  AP: { description: 'average precision', cutoff: 'optional', params: [], aliases: ['map'] },
  RR: { description: 'reciprocal rank', cutoff: 'optional', params: [], aliases: ['mrr', 'recip_rank'] },
  nDCG: { description: 'normalised discounted cumulative gain', cutoff: 'optional', params: ['dcg'], aliases: [] },
  Rprec: { description: 'precision at R, the number of relevant docs', cutoff: 'none', params: [], aliases: ['r-precision', 'r_precision'] },
};

export function familySpec(family: MeasureFamily): FamilySpec {
  return FAMILY_SPECS[family];
}
