/** Concept search and bibliographies: how deep they look, how large they grow. */
import { integer, SettingGroup } from './setting';

export const CONCEPT_SEARCH = {
  title: 'Concept search',
  settings: {
    REFGRAPH_CONCEPT_SEARCH_DEPTH: integer(1, 1000, 100, { description: 'Hits each retriever brings, and the most one `conceptSearch` returns over all its pages.', see: 'concept-search.md' }),
  },
} satisfies SettingGroup;

/**
 * Largest bibliography: the preselection's candidate stages ask Elasticsearch for maxSize hits,
 * and its kNN explores 4 candidates per hit, at most 10,000 (Elasticsearch's num_candidates cap).
 */
const MAX_BIBLIOGRAPHY_SIZE = 2500;

export const BIBLIOGRAPHY = {
  title: 'Bibliography',
  settings: {
    REFGRAPH_BIBLIOGRAPHY_MAX_SIZE: integer(1, MAX_BIBLIOGRAPHY_SIZE, 1000, { description: 'Largest `preselectBibliography` `first` and `exportCitations` id list.', see: 'bibliography.md' }),
  },
} satisfies SettingGroup;
