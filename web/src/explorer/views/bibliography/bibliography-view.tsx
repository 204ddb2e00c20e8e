/**
 * Bibliography pre-selection: from a title (abstract, keywords), the papers to read through,
 * each with the retrievers that found it; the list downloads as BibTeX (the API's
 * exportCitations, saved by the browser as a file).
 */
import { useState } from 'react';
import { graphql } from '../../../shared/graphql-client';
import { ErrorMessage } from '../../error-message';
import { useGraphQL } from '../../use-graphql';
import { useSearch } from '../../url-state';
import { BibliographyForm } from './bibliography-form';
import { bibliographyState, CitationFile, downloadName, EXPORT_BIBTEX, PRESELECT, Preselection, preselectVariables } from './bibliography-query';
import { TableScroll } from '../../table-scroll';
import { PaperCells, PaperColumnHeaders } from '../../paper-cells';

export default function BibliographyView() {
  const state = bibliographyState(useSearch());
  const loaded = useGraphQL<{ preselection: Preselection }>(PRESELECT, preselectVariables(state));
  const list = loaded.state === 'done' ? loaded.data.preselection : loaded.state === 'loading' ? loaded.previous?.preselection : undefined;
  return (
    <div className="bibliography-view">
      <BibliographyForm state={state} />
      <section className="results-area" aria-label="Preselected papers" aria-busy={loaded.state === 'loading'}>
        {loaded.state === 'idle' && <p className="status">Give a title or topic to preselect papers for.</p>}
        {loaded.state === 'failed' && <ErrorMessage error={loaded.error} />}
        {loaded.state === 'loading' && !list && <p className="status">Preselecting…</p>}
        {list && loaded.state !== 'failed' && (
          <>
            <p className="summary" data-state={loaded.state}>
              {list.entries.length} papers
              {list.maxYear !== null && (
                <>
                  , published in or before <strong className="year-cutoff">{list.maxYear}</strong>
                </>
              )}
              .{loaded.state === 'loading' && ' Preselecting…'}
            </p>
            {list.entries.length === 0 ? (
              <p className="empty">No paper matched{list.maxYear !== null ? ' before that year' : ''}.</p>
            ) : (
              <>
                <BibtexDownload paperIds={list.entries.map((e) => e.paper.id)} title={state.title} />
                <PreselectionTable list={list} />
              </>
            )}
          </>
        )}
      </section>
    </div>
  );
}

/** Asks the API for the list's BibTeX and hands it to the browser as a file download. */
function BibtexDownload({ paperIds, title }: { paperIds: string[]; title: string }) {
  const [state, setState] = useState<{ kind: 'ready' } | { kind: 'busy' } | { kind: 'failed'; error: unknown } | { kind: 'saved'; name: string; entries: number }>({ kind: 'ready' });
  const download = async () => {
    setState({ kind: 'busy' });
    try {
      const { file } = await graphql<{ file: CitationFile }>(EXPORT_BIBTEX, { paperIds });
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
      <button type="button" disabled={state.kind === 'busy'} onClick={() => void download()}>
        Download BibTeX
      </button>
      {state.kind === 'saved' && (
        <span className="status" role="status">
          {`Saved ${state.name} (${state.entries} entries).`}
        </span>
      )}
      {state.kind === 'failed' && <ErrorMessage error={state.error} />}
    </div>
  );
}

function PreselectionTable({ list }: { list: Preselection }) {
  return (
    <TableScroll label="Preselected papers table">
      <table className="results preselection">
        <thead>
          <tr>
            <th scope="col">Rank</th>
            <PaperColumnHeaders />
            <th scope="col">Found by</th>
            <th scope="col" className="number">
              Score
            </th>
          </tr>
        </thead>
        <tbody>
          {list.entries.map((entry) => (
            <tr key={entry.paper.id} data-paper-id={entry.paper.id} data-sources={entry.sources.join(' ')}>
              <td className="number">{entry.rank}</td>
              <PaperCells paper={entry.paper} />
              <td>
                {entry.sources.map((source) => (
                  <span key={source} className="chip">
                    {source.toLowerCase()}
                  </span>
                ))}
              </td>
              <td className="number">{entry.score.toFixed(4)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroll>
  );
}
