/**
 * A list of papers as a citation file, through the API's `exportCitations` with `order: GIVEN`:
 * the file keeps the list's order (a ranking, a collection as the reader ordered it), not the
 * citation keys' alphabetical one. Pure.
 */

export const EXPORT_CITATIONS = `query ExportCitations($paperIds: [ID!]!, $format: CitationFormat!) {
  file: exportCitations(paperIds: $paperIds, format: $format, order: GIVEN) { fileExtension mediaType text entries { paperId key } }
}`;

export const EXPORT_FORMATS = [
  { format: 'BIBTEX', label: 'BibTeX' },
  { format: 'RIS', label: 'RIS' },
  { format: 'CSL_JSON', label: 'CSL-JSON' },
] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number]['format'];

export interface CitationFile {
  fileExtension: string;
  mediaType: string;
  text: string;
  entries: { paperId: string; key: string }[];
}

/** A file name for the download: the title's first words, safe on every file system. */
export function downloadName(title: string, extension: string): string {
  const stem = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .split('-')
    .slice(0, 6)
    .join('-');
  return `${stem || 'bibliography'}.${extension}`;
}
