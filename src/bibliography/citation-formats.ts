/**
 * The citation formats papers export to, by one name each (the CLI's `export NAME`, the GraphQL
 * enum's value in upper case), with the media type and file extension a download would carry.
 * Every format gives the same papers the same citation keys, in the same order (by key, or as
 * given). Pure.
 */
import { renderBibtex } from './bibtex/render-bibtex';
import { renderCslJson } from './csl/render-csl-json';
import type { CitationOrder, ExportedFile, ExportPaper } from './export-paper';
import { renderRis } from './ris/render-ris';

export const CITATION_FORMATS = ['bibtex', 'ris', 'csl-json'] as const;
export type CitationFormat = (typeof CITATION_FORMATS)[number];

export interface CitationFormatInfo {
  /** The format's and its records' names in messages: "BibTeX entries", "RIS records", "CSL-JSON items". */
  label: string;
  record: string;
  mediaType: string;
  extension: string;
  render(papers: readonly ExportPaper[], order?: CitationOrder): ExportedFile;
}

export const CITATION_FORMAT_INFO: Readonly<Record<CitationFormat, CitationFormatInfo>> = {
  bibtex: { label: 'BibTeX', record: 'entries', mediaType: 'application/x-bibtex', extension: 'bib', render: renderBibtex },
  ris: { label: 'RIS', record: 'records', mediaType: 'application/x-research-info-systems', extension: 'ris', render: renderRis },
  'csl-json': { label: 'CSL-JSON', record: 'items', mediaType: 'application/vnd.citationstyles.csl+json', extension: 'json', render: renderCslJson },
};

export function isCitationFormat(name: string): name is CitationFormat {
  return (CITATION_FORMATS as readonly string[]).includes(name);
}

export function renderCitations(format: CitationFormat, papers: readonly ExportPaper[], order: CitationOrder = 'key'): ExportedFile {
  return CITATION_FORMAT_INFO[format].render(papers, order);
}
