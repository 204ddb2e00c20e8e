/**
 * concepts: concept search for portals (short queries such as 'cancer', 'economia blava'),
 * lexical, dense or hybrid, monolingual or cross-lingual, with cosine thresholds and facets.
 * It owns the query description and its checks, the ranking by mode (HYBRID reuses the
 * ranking pipeline's RRF), thresholds (calibrated per model and document language by maximising
 * F1 on labelled pairs, stored in PostgreSQL), facets, concept label files and the evaluation
 * of concept search. Pure: concept-query, concept-ranking, thresholds, facets, calibration,
 * concept-labels. Elasticsearch access goes through src/search.
 */
export { checkedConceptQuery, CONCEPT_SEARCH_MODES, conceptSearchKey, documentFilter } from './concept-query';
export type { ConceptQuery, ConceptQueryInput, ConceptSearchMode, ThresholdChoice } from './concept-query';
export { searchConcepts } from './concept-search';
export type { ConceptEngines, ConceptHit, ConceptSearchResult } from './concept-search';
export { conceptFacets } from './facets';
export type { ConceptFacets, FacetBucket } from './facets';
export { ALL_LANGUAGES, passes, thresholdFor } from './thresholds';
export type { CalibratedThresholds } from './thresholds';
export { bestF1Threshold, calibrate, distribution } from './calibration';
export { calibrationReport } from './calibration-report';
export type { Calibration, Distribution, GroupCalibration, LanguageLabel, ScoredLabel, ThresholdFit } from './calibration';
export { labelledQueries, parseConceptLabels } from './concept-labels';
export type { ConceptLabel, LabelledQuery } from './concept-labels';
export { loadCalibratedThresholds, storeCalibration } from './threshold-store';
export { CONCEPT_MEASURES, evaluateConceptSearch } from './concept-evaluation';
export type { ConceptEvaluationRow } from './concept-evaluation';
