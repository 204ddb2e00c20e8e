/**
 * search: the Elasticsearch adapters. It owns the papers index (mapping, analyzers per
 * language, BM25 parameters as the index similarity, alias swaps, clones for tuning runs),
 * indexing papers, the BM25 and kNN requests with their filters (the terms picked from long
 * texts kept), what the index holds of given candidates (facts and text scores in one request),
 * search pages in a chosen order with their total, the facts the index returns about papers, its
 * vocabulary of fields of study and its vectors read in pages. Pure: bm25-query, knn-query,
 * paper-filter, hit-order, the requests of paper-search-page and indexed-candidates.
 */
export { bm25ParametersOf } from './bm25-parameters';
export { clonePaperIndex, deletePaperClone, setCloneBm25Parameters } from './paper-clone';
export { analysedLanguages, isLongQuery, isSearchLanguage, libraryLanguages, mainLanguage, SEARCH_LANGUAGES, SearchLanguage } from './bm25-query';
export type { Bm25Expansion, LanguageCount } from './bm25-query';
export { LanguageCountCache, paperLanguageCounts } from './paper-languages';
export { paperFieldsOfStudy } from './paper-vocabulary';
export { indexedVectors } from './paper-vectors';
export type { IndexedVector } from './paper-vectors';
export { createElasticsearchClient } from './elasticsearch';
export {
  concretePaperIndexName,
  createConcretePaperIndex,
  deletePaperIndices,
  indexEncoder,
  livePaperIndex,
  movePaperAlias,
  paperCloneName,
  paperClones,
  paperIndices,
  previousPaperAlias,
  previousPaperIndex,
  setIndexEncoder,
  swapPaperAliasKeepingPrevious,
} from './paper-alias';
export { paperFacts } from './paper-facts';
export type { PaperFacts } from './paper-facts';
export type { PaperFilter } from './paper-filter';
export { paperIndexName } from './paper-index';
export type { PaperIndexSettings } from './paper-index';
export { RefusedRecord, assertPaperIndexCurrent, bulkWritePapers, compactPaperIndex, deletePaperDocuments, countIndexedPapers, ensurePaperIndex, indexedPaperIds, paperBulkItems, refreshPaperIndex, segmentCount } from './paper-projection';
export type { PaperBulkItem } from './paper-projection';
export { collectTitleTranslations, titleSourceLanguage, titleTranslationJobs } from './title-translations';
export type { TitleTranslationJob, TitleTranslations } from './title-translations';
export { SearchHit, bm25PaperTitles, countBm25Matches, EXACT_TOTAL_UP_TO, knnPapers, knnPaperTitles, searchBm25, searchPapers, searchPapersCounted } from './paper-search';
export type { MatchTotal, PaperTitle } from './paper-search';
export { LongQueryTermCache, prepareBm25Query } from './long-query-terms';
export { indexedCandidates } from './indexed-candidates';
export type { CandidateScoring, IndexedCandidate, IndexedFacts } from './indexed-candidates';
export { MAX_SEARCH_DEPTH, PAPER_SORT_KEYS, paperSearchRequest, searchPaperPage } from './paper-search-page';
export type { PaperOrder, PaperSearchPageRequest, PaperSortKey, SortDirection } from './paper-search-page';
export type { Bm25Settings, ElasticsearchAuth, ElasticsearchConnection, IndexLayout, SearchSettings } from './search-settings';
