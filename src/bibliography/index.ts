/**
 * bibliography: helping someone start a bibliography. It owns BibTeX rendering (bibtex/: entry
 * types from venues, LaTeX escaping, case protection of titles, BibTeX names, stable citation
 * keys) and reading the papers to render from PostgreSQL.
 * Pure: everything in bibtex/.
 */
export { renderBibtex } from './bibtex/render-bibtex';
export type { BibtexPaper, Bibliography, RenderedEntry } from './bibtex/render-bibtex';
export { citationKeys } from './bibtex/citation-keys';
export type { EntryType } from './bibtex/entry-type';
