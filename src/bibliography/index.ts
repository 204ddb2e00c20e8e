/**
 * bibliography: helping someone start a bibliography. It owns the preselection (a high-recall
 * subset of the library for a topic or title: a preset of the ranking pipeline, with its own
 * defaults in preselect-defaults.json), the citation exports and reading the papers to export
 * from PostgreSQL. Exports: BibTeX (bibtex/: entry types from venues, LaTeX escaping, case
 * protection of titles, BibTeX names, stable citation keys, which the other formats share), RIS
 * (ris/) and CSL-JSON (csl/, with the CSL name objects RIS also writes); citation-formats names them.
 * Full records (issue #48): paper types and their names in each format (paper-types.ts), author
 * names with their parts, parsed and written (names/). Pure: bibtex/, ris/, csl/, names/, paper-types,
 * citation-formats, export-paper, preselect-request, preselect-defaults, preselect-cut.
 * Adapters: preselect, export-papers.
 */
export { renderBibtex } from './bibtex/render-bibtex';
export { renderRis } from './ris/render-ris';
export { renderCslJson } from './csl/render-csl-json';
export type { CslItem } from './csl/render-csl-json';
export { CITATION_FORMATS, CITATION_FORMAT_INFO, isCitationFormat, renderCitations } from './citation-formats';
export type { CitationFormat, CitationFormatInfo } from './citation-formats';
export { CITATION_ORDERS } from './export-paper';
export type { CitationOrder, ExportedEntry, ExportedFile, ExportPaper } from './export-paper';
export { baseKey as citationKeyOf, citationKeys } from './bibtex/citation-keys';
export type { EntryType } from './bibtex/entry-type';
export { exportPapers } from './export-papers';
export { preselect, PRESELECT_SOURCES } from './preselect';
export type { Preselection, PreselectedPaper, PreselectSource } from './preselect';
export { checkedMaxSize, checkedPreselectRequest, MAX_SIZE_SETTING, preselectRankSettings } from './preselect-request';
export type { PreselectInput, PreselectRequest, PreselectSettings } from './preselect-request';
export { checkedPreselectDefaults } from './preselect-defaults';
export { CUT_REASONS, scoreCut } from './preselect-cut';
export type { CutReason, PreselectCut } from './preselect-cut';
export type { PreselectDefaults } from './preselect-defaults';
export { asciiFold } from './bibtex/ascii-fold';
export { parseName } from './bibtex/bibtex-names';
export { parseName as parseStructuredName, isOrganisationName, storedName } from './names/parse-name';
export { shortLabel } from './names/short-label';
export { displayName, fullFamily, tidyName, withParticleSplit, NAME_PARTS } from './names/structured-name';
export type { StructuredName } from './names/structured-name';
export { cslName, nameFromCsl } from './csl/csl-names';
export { NO_RECORD_FIELDS, pageRange } from './export-paper';
export type { RecordFields } from './export-paper';
export { effectiveType, isPaperType, PAPER_TYPES, paperTypeFrom } from './paper-types';
export type { PaperType } from './paper-types';
export { paperTypeOfRow, rowPaperType, storedRecordFields } from './stored-record';
