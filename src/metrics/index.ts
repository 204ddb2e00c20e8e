/**
 * metrics: retrieval measures as pure functions, a leaf that eval, rank tuning and concepts
 * share. It owns measure names (parsing, aliases, the canonical name used as the key in
 * reports and run records), the per-query metrics
 * (P, R, F1, AP, RR, nDCG, R-precision) with their conventions for ties, repeated docs, short
 * rankings and queries without relevant docs, and the evaluation of a run against qrels into
 * per-query values and means. No I/O: reading runs and qrels files happens elsewhere.
 */
export { MEASURE_FAMILIES, DCG_FORMS, familySpec } from './measure-families';
export type { DcgForm, FamilySpec, MeasureFamily } from './measure-families';
export { formatMeasure, measure, parseMeasure } from './measure';
export type { Measure, MeasureParams } from './measure';
export type { Qrels, Ranking } from './judged-ranking';
export { averagePrecision, f1, precision, rPrecision, recall, reciprocalRank } from './ranking-metrics';
export { ndcg } from './ndcg';
export { compareIds, rankByScore } from './rank-by-score';
export { evaluate, measureValue } from './evaluate';
export type { Evaluation } from './evaluate';
