/**
 * concepts: concept search for portals (short queries such as 'cancer', 'economia blava'),
 * lexical, dense or hybrid, monolingual or cross-lingual, with thresholds, facets and facet
 * filters. It owns the query description and its checks, the filter values as the index spells
 * them, the ranking by mode (HYBRID reuses the ranking pipeline's RRF), margins over a
 * per-language background, thresholds (calibrated per model and query language by maximising F1
 * over every hit of labelled and off-topic queries, stored with their backgrounds in PostgreSQL),
 * facets, concept label and off-topic files, calibration regressions, a calibration run from the
 * files to the stored thresholds (calibrate-and-store), and the evaluation of concept search and
 * its table.
 * Pure: concept-query, concept-filter, concept-ranking, background, thresholds, facets,
 * calibration, calibration-quality, calibration-summary, calibration-report,
 * calibration-regression, concept-labels, concept-evaluation-table. Elasticsearch access goes
 * through src/search.
 */
export { checkedConceptQuery, CONCEPT_SEARCH_MODES, conceptSearchKey, documentFilter } from './concept-query';
export type { ConceptFilter, ConceptQuery, ConceptQueryInput, ConceptSearchMode, ThresholdChoice } from './concept-query';
export { resolvedConceptFilter } from './concept-filter';
export type { FilterVocabulary } from './concept-filter';
export { searchConcepts } from './concept-search';
export type { ConceptEngines, ConceptHit, ConceptSearchResult } from './concept-search';
export { conceptFacets } from './facets';
export { MAX_YEAR_RANGES, YEAR_RANGE_WIDTHS, yearRangeWidth, yearRanges } from './year-ranges';
export type { YearRange } from './year-ranges';
export { keptCount, sawEveryMatch } from './match-count';
export type { CountRelation, DenseRetrieval, MatchCount } from './match-count';
export type { ConceptFacets, FacetBucket } from './facets';
export { ALL_PAPERS, BackgroundSums, backgroundCosine, backgroundFor, MIN_BACKGROUND_PAPERS } from './background';
export type { Background, Backgrounds } from './background';
export { ALL_LANGUAGES, passes, thresholdFor } from './thresholds';
export type { AppliedThreshold, CalibratedThresholds, ModelCalibration, ThresholdScore } from './thresholds';
export { bestF1Threshold, calibrate, distribution, FLOOR_RECALL, relevanceFloor } from './calibration';
export type { Calibration, CalibrateOptions, Distribution, GroupCalibration, LanguageLabel, ScoredLabel, ThresholdFit } from './calibration';
export { leaveOneQueryOut, offTopicQuality, qualityAt, qualityByLanguagePair, qualityByQueryLanguage, qualityOf } from './calibration-quality';
export type { CalibrationPair, CalibrationScore, OffTopicQuality, Quality, ThresholdFitter } from './calibration-quality';
export { summariseScore, summaryMeasures, thresholdForQueryLanguage } from './calibration-summary';
export { languagePairMedians } from './calibration-report';
export { checkCalibration, checkedCalibrationRegression } from './calibration-regression';
export type { CalibrationRegression } from './calibration-regression';
export { labelledQueries, parseConceptLabels } from './concept-labels';
export type { ConceptLabel, LabelledQuery, OffTopicQuery } from './concept-labels';
export { readConceptLabels, readOffTopicQueries } from './concept-label-files';
export { calibrateAndStore, DEFAULT_MIN_RELEVANT } from './calibrate-and-store';
export type { CalibrationRequest, CalibrationResult } from './calibrate-and-store';
export { loadCalibration } from './threshold-store';
export { evaluateConceptSearch } from './concept-evaluation';
export type { ConceptEvaluationRow } from './concept-evaluation';
export { conceptEvaluationResult, conceptEvaluationTable } from './concept-evaluation-table';
