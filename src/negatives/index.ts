/**
 * negatives: papers that a query paper does not cite, for training data and evaluation pools.
 * Five strategies (GRAPH_NEIGHBOURS, PREFILTERED, MOST_CITED, CITED, RANDOM) give candidates in
 * id order from Neo4j (and Elasticsearch); a seeded PRNG samples them, so a seed reproduces a
 * run. It owns the triplet export (`refgraph export triplets`) and the evaluation pools
 * (`refgraph eval pools`). Negatives are never the query paper, never its references and never
 * published after it.
 * Pure code: strategies, training-records (randomness comes from common/random).
 */
export { checkedStrategy, NEGATIVE_STRATEGIES } from './strategies';
export type { NegativeStrategy } from './strategies';
export { queryPaper, queryPapers } from './negative-candidates';
export type { NegativeSources, QueryPaper } from './negative-candidates';
export { drawNegatives } from './draw-negatives';
export { checkedRatio, hardCount } from './training-records';
export type { EvalPool, Triplet } from './training-records';
export { evalPools, tripletRecords } from './training-export';
export type { PoolOptions, TripletOptions } from './training-export';
