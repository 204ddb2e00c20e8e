/**
 * bibliography: helping someone start a bibliography. It owns the preselection (a high-recall
 * subset of the library for a topic or title: a preset of the ranking pipeline, with its own
 * defaults in preselect-defaults.json), BibTeX rendering (bibtex/: entry types from venues,
 * LaTeX escaping, case protection of titles, BibTeX names, stable citation keys) and reading the
 * papers to render from PostgreSQL.
 * Pure: bibtex/, preselect-request, preselect-defaults. Adapters: preselect, bibtex-papers.
 */
export { renderBibtex } from './bibtex/render-bibtex';
export type { BibtexPaper, Bibliography, RenderedEntry } from './bibtex/render-bibtex';
export { citationKeys } from './bibtex/citation-keys';
export type { EntryType } from './bibtex/entry-type';
export { bibtexPapers } from './bibtex-papers';
export { preselect, PRESELECT_SOURCES } from './preselect';
export type { Preselection, PreselectedPaper, PreselectSource } from './preselect';
export { checkedMaxSize, checkedPreselectRequest, MAX_SIZE_SETTING, preselectRankSettings } from './preselect-request';
export type { PreselectInput, PreselectRequest, PreselectSettings } from './preselect-request';
export { checkedPreselectDefaults } from './preselect-defaults';
export type { PreselectDefaults } from './preselect-defaults';
