/**
 * "Download BibTeX / RIS / CSL-JSON": asks the API for the papers as a file, in the order given,
 * and hands it to the browser as a download named after the list (its title's first words).
 */
import { useState } from 'react';
import { graphql } from '../../shared/graphql-client';
import { ErrorMessage } from '../error-message';
import { CitationFile, downloadName, EXPORT_CITATIONS, EXPORT_FORMATS, ExportFormat } from './export-query';

type DownloadState = { kind: 'ready' } | { kind: 'busy' } | { kind: 'failed'; error: unknown } | { kind: 'saved'; name: string; entries: number };

export function ExportButtons({ paperIds, title }: { paperIds: readonly string[]; title: string }) {
  const [state, setState] = useState<DownloadState>({ kind: 'ready' });
  const download = async (format: ExportFormat) => {
    setState({ kind: 'busy' });
    try {
      const { file } = await graphql<{ file: CitationFile }>(EXPORT_CITATIONS, { paperIds, format });
      const url = URL.createObjectURL(new Blob([file.text], { type: file.mediaType }));
      const name = downloadName(title, file.fileExtension);
      const link = document.createElement('a');
      link.href = url;
      link.download = name;
      link.click();
      // The browser has the file once the click returns; the URL is only freed a moment later.
      setTimeout(() => URL.revokeObjectURL(url), 1_000);
      setState({ kind: 'saved', name, entries: file.entries.length });
    } catch (error) {
      setState({ kind: 'failed', error });
    }
  };
  return (
    <div className="download">
      {EXPORT_FORMATS.map(({ format, label }) => (
        <button key={format} type="button" disabled={state.kind === 'busy' || paperIds.length === 0} onClick={() => void download(format)}>
          Download {label}
        </button>
      ))}
      {state.kind === 'saved' && (
        <span className="status" role="status">
          {`Saved ${state.name} (${state.entries} entries, in the order listed).`}
        </span>
      )}
      {state.kind === 'failed' && <ErrorMessage error={state.error} />}
    </div>
  );
}
