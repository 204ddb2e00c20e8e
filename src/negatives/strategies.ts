/** The kinds of negatives, and how large the ranked pools of the hard ones are. Pure. */
import { invalidArgument } from '../errors/refgraph-error';

export const NEGATIVE_STRATEGIES = ['GRAPH_NEIGHBOURS', 'PREFILTERED', 'MOST_CITED', 'CITED', 'RANDOM'] as const;
/**
 * GRAPH_NEIGHBOURS: papers 2-3 citation hops away (either direction). PREFILTERED: BM25 top hits
 * for the query paper's title and abstract. MOST_CITED: the most cited papers of its fields of
 * study. CITED: any paper with at least one citation. RANDOM: any paper. Always excluded: the
 * query paper, the papers it cites (its positives) and papers published after it.
 */
export type NegativeStrategy = (typeof NEGATIVE_STRATEGIES)[number];

/** Ranked strategies sample from their top max(HARD_POOL, k) candidates, so a seed varies them. */
export const HARD_POOL = 50;

export function hardPoolSize(k: number): number {
  return Math.max(HARD_POOL, k);
}

export function checkedStrategy(name: string, value: string): NegativeStrategy {
  const strategy = NEGATIVE_STRATEGIES.find((s) => s === value);
  if (!strategy) throw invalidArgument(name, `must be one of ${NEGATIVE_STRATEGIES.join(', ')}, got '${value}'`);
  return strategy;
}
