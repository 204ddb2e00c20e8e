/**
 * eval: offline evaluation of the recommendation pipeline (the measures are src/metrics). It
 * owns the gold sets (talks' reference sets, papers' citation lists, external queries and
 * qrels files) and which of the gold a system could find (gold/), time-based splits
 * (splits.ts), the named systems as presets of the one pipeline (systems/systems.json),
 * running and summarising systems and storing EvaluationRun records (run/), cross-validation
 * (cv/), the gold-driven tuning runs (tuning/), cross-lingual parity per query language (parity/), plans built from
 * options (plan-options.ts, preselect/preselect-plan.ts), plans as data and regressions (plan-data.ts,
 * regression.ts), and the text table and the self-contained HTML report with SVG charts
 * (report/). Pure: splits, judging, parsing, presets, plans, resampling, summaries, reports.
 * Adapters: stored-gold, external-gold, rank-queries, run-record, tuning.
 */
export { loadQueries, runEvaluation } from './run/run-evaluation';
export { judgedPools } from './run/judged-pools';
export { BOOTSTRAP_RESAMPLES, bootstrapInterval, pairedComparison } from './run/resampling';
export type { Interval, PairedComparison } from './run/resampling';
export { assertServedIndexComplete } from './run/ranked-index';
export { SILENT_PROGRESS } from './run/rank-queries';
export type { RankingProgress } from './run/rank-queries';
export type { EvaluationEnvironment, EvaluationOutcome, EvaluationPlan, QuerySelection } from './run/evaluation-plan';
export { fromRow, runsMeasuredWith, storedRuns } from './run/run-record';
export type { EvaluationRecord } from './run/run-record';
export { SYSTEMS, selectSystems, resolveSystem } from './systems/systems';
export type { SystemPreset } from './systems/systems';
export { splitBoundaries, describeBoundaries } from './splits';
export { QUERY_SETS } from './gold/stored-gold';
export { externalGold } from './gold/external-gold';
export type { ExternalFiles, ExternalGold } from './gold/external-gold';
export type { QuerySet } from './gold/stored-gold';
export { resultsTable } from './report/results-table';
export { evaluationResult, EVALUATION_RESULTS_SOURCE } from './report/result-figures';
export { htmlReport } from './report/html-report';
export { parseRunIds } from './report/run-id-ranges';
export { storedRunsReport } from './report/stored-report';
export { checkedRegression, checkRegression, regressionFrom } from './regression';
export type { Regression, RegressionCheck } from './regression';
export { evaluateAndReport, replayRegression } from './run/evaluate-and-report';
export type { EvaluationIo, ReportedEvaluation } from './run/evaluate-and-report';
export { planData, planFromData } from './plan-data';
export type { PlanData } from './plan-data';
export { boundaryYears, DEFAULT_MEASURES, DEFAULT_SEED, evaluationPlan, integer, splitList } from './plan-options';
export type { EvaluationPlanOptions } from './plan-options';
export { curveCsv, curveTable } from './preselect/curve-report';
export { PreselectEvaluationPlan, runPreselectEvaluation } from './preselect/run-preselect-evaluation';
export { preselectEvaluationPlan } from './preselect/preselect-plan';
export type { PreselectPlanOptions } from './preselect/preselect-plan';
export { DEFAULT_B_GRID, DEFAULT_K1_GRID, tuneBm25 } from './tuning/tune-bm25';
export { tuneWeights } from './tuning/tune-weights';
export { runParity } from './parity/run-parity';
export type { ParityOutcome, SystemParity } from './parity/run-parity';
export { parityTable } from './parity/parity-table';
export { checkedParityRegression, checkParityRegression, parityRegressionFrom } from './parity/parity-regression';
